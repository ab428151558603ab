import { describe, expect, it } from 'vitest';
import { runStages, type Stage } from './run-stages.js';

const node = (code: string) => [process.execPath, '-e', code];

async function capture(stages: Stage[]): Promise<{ passed: boolean; text: string }> {
  let text = '';
  const passed = await runStages(stages, { cwd: process.cwd(), write: (chunk) => (text += chunk) });
  return { passed, text };
}

describe('runStages', () => {
  it('prints one line per passing stage, holds back their noise, and ends on the verdict', async () => {
    const { passed, text } = await capture([
      { name: 'first', command: node('console.log("banner noise"); console.error("warn noise")') },
      { name: 'second', command: node(''), summary: () => '3 passed' },
    ]);
    expect(passed).toBe(true);
    expect(text).not.toContain('noise');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^✓ first \(\d+\.\d s\)$/);
    expect(lines[1]).toMatch(/^✓ second \(3 passed\) \(\d+\.\d s\)$/);
    expect(lines[2]).toBe('npm test: first, second (3 passed) — all passed');
  });

  it("prints all of a failing stage's output, stops there, and says what did not run", async () => {
    const { passed, text } = await capture([
      { name: 'ok', command: node('console.log("quiet")') },
      {
        name: 'broken',
        command: node('console.log("context line"); console.error("TS2304 the real error"); process.exit(2)'),
      },
      { name: 'later', command: node('console.log("must not run")') },
    ]);
    expect(passed).toBe(false);
    expect(text).not.toContain('quiet');
    expect(text).toContain('context line');
    expect(text).toContain('TS2304 the real error');
    expect(text).not.toContain('must not run');
    expect(text).toMatch(/✗ broken failed \(exit 2, /);
    expect(text.trimEnd().split('\n').at(-1)).toBe('npm test: ok passed; broken FAILED; not run: later');
  });
});
