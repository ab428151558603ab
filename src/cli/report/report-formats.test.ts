/**
 * The generic report formats: JUnit XML escaping and counts, and GitHub workflow commands escaped
 * the way the runner unescapes them.
 */
import { describe, expect, it } from 'vitest';
import { escapeXml, junitXml } from './junit-xml.js';
import { workflowCommand } from './workflow-commands.js';

describe('junitXml', () => {
  it('counts tests, failures and skips per suite and overall, and escapes every name and reason', () => {
    const xml = junitXml(
      'run <1>',
      [
        {
          name: 'operations',
          cases: [
            {
              name: 'createOrder',
              classname: 'c.ops',
              failure: { message: 'body: "a" & <b>\nnext', text: 'all\nlines' },
            },
            { name: 'getOrder', classname: 'c.ops', skipped: 'writes need S2S_LIVE_WRITES=1' },
            { name: "it's fine", classname: 'c.ops', output: 'statuses seen: 200' },
          ],
        },
      ],
      1.25,
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="run &lt;1&gt;" tests="3" failures="1" errors="0" skipped="1" time="1.250">',
        '  <testsuite name="operations" tests="3" failures="1" errors="0" skipped="1" time="0.000">',
        '    <testcase name="createOrder" classname="c.ops" time="0.000">',
        '      <failure message="body: &quot;a&quot; &amp; &lt;b&gt; next" type="failure">all\nlines</failure>',
        '    </testcase>',
        '    <testcase name="getOrder" classname="c.ops" time="0.000">',
        '      <skipped message="writes need S2S_LIVE_WRITES=1"/>',
        '    </testcase>',
        '    <testcase name="it&apos;s fine" classname="c.ops" time="0.000">',
        '      <system-out>statuses seen: 200</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it("writes each case's own time, and each suite's as their sum", () => {
    const xml = junitXml(
      'run',
      [
        {
          name: 'a',
          cases: [
            { name: 'x', classname: 'c', time: 0.0123 },
            { name: 'y', classname: 'c', time: 1.5 },
          ],
        },
        { name: 'b', cases: [{ name: 'z', classname: 'c' }] },
      ],
      2,
    );
    expect(xml).toContain('<testsuite name="a" tests="2" failures="0" errors="0" skipped="0" time="1.512">');
    expect(xml).toContain('<testcase name="x" classname="c" time="0.012"/>');
    expect(xml).toContain('<testcase name="y" classname="c" time="1.500"/>');
    // Not measured (a spec diff case is no run): 0, as before.
    expect(xml).toContain('<testsuite name="b" tests="1" failures="0" errors="0" skipped="0" time="0.000">');
    expect(xml).toContain('<testcase name="z" classname="c" time="0.000"/>');
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u001bc\td')).toBe('abc\td');
  });
});

describe('workflowCommand', () => {
  it('escapes %, CR and LF in the message, and : and , in properties too', () => {
    expect(workflowCommand('error', '50% done\r\nnext', { title: 'contract: a, b' })).toBe(
      '::error title=contract%3A a%2C b::50%25 done%0D%0Anext',
    );
    expect(workflowCommand('notice', 'plain')).toBe('::notice::plain');
  });
});
