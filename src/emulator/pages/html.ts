/**
 * HTML for the emulator's pages, escaped by construction: `html\`...\`` escapes every value it is
 * given unless that value is itself markup built by `html`. Page code never concatenates strings
 * into markup, so a player id, an item name or a game's answer body cannot become markup.
 */

/** Markup that is safe to send: only `html` makes it. */
export class SafeHtml {
  /** @internal use `html`, never the constructor, from page code */
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it is safe inside an element or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A value as markup: `SafeHtml` as is, lists joined, nothing for null/undefined/false, anything else escaped. */
function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** The tag for page markup: `html\`<td>${playerId}</td>\`` escapes `playerId`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(text);
}

/** Schemes a link or redirect to a game's address must never use: they run code or read local data. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/**
 * Whether `url` may be a link or redirect target: absolute, and not a scheme that runs code. Game
 * addresses (back_to_game_url, spec §2) may be https or a deep-link scheme such as `mygame://`.
 */
export function isNavigableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return !UNSAFE_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}
