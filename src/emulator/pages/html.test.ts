/**
 * Escaping by construction: values in `html` are escaped, nested markup is not escaped twice,
 * and game addresses with a code-running scheme are never made navigable.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, isNavigableUrl } from './html.js';
import { PAGE_CSP, page } from './layout.js';

describe('html', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const player = `"><script>alert('x')</script>&`;
    const markup = html`<td title="${player}">${player}</td>`;
    expect(markup.text).toBe(
      '<td title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</td>',
    );
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });

  it('keeps nested markup, joins lists, and renders nothing for null, undefined and false', () => {
    const rows = ['<a>', 'b'].map((v) => html`<li>${v}</li>`);
    expect(html`<ul>${rows}${null}${undefined}${false}${0}</ul>`.text).toBe('<ul><li>&lt;a&gt;</li><li>b</li>0</ul>');
  });

  it('lets https and deep-link addresses navigate, never javascript:, data: or relative ones', () => {
    expect(isNavigableUrl('https://play.example-game.com/return?x=1')).toBe(true);
    expect(isNavigableUrl('mygame://store/return')).toBe(true);
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '/relative', '', null]) {
      expect(isNavigableUrl(url), String(url)).toBe(false);
    }
  });
});

describe('page', () => {
  it('is one document with no script or external asset, sent with a CSP that forbids them', () => {
    const response = page('Title <1>', html`<p>${'<b>'}</p>`, { refreshSeconds: 1 });
    expect(response.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(PAGE_CSP).toMatch(/default-src 'none'/);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain('<title>Title &lt;1&gt; · Game Commerce emulator</title>');
    expect(response.body).toContain('<p>&lt;b&gt;</p>');
    expect(response.body).toContain('<meta http-equiv="refresh" content="1">');
    expect(response.body).not.toMatch(/<script|<link|<img|src=|https?:\/\//i);
  });
});
