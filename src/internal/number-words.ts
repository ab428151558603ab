/**
 * A number spelled in English words, for names that must not start with a digit: a tag such as
 * `1-Click Applications` gives the client group `oneClickApplications` (client-naming.ts).
 */

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

function spell(value: number): string[] {
  if (value < 20) return [ONES[value] as string];
  if (value < 100) {
    const rest = value % 10;
    return [TENS[Math.floor(value / 10)] as string, ...(rest === 0 ? [] : spell(rest))];
  }
  for (const [scale, word] of SCALES) {
    if (value < scale) continue;
    const rest = value % scale;
    return [...spell(Math.floor(value / scale)), word, ...(rest === 0 ? [] : spell(rest))];
  }
  return [];
}

/**
 * `1` → ['one'], `2024` → ['two', 'thousand', 'twenty', 'four']. A run of digits too long to be a
 * safe integer, or one with leading zeros (`007`), is spelled digit by digit.
 */
export function numberWords(digits: string): string[] {
  const value = Number(digits);
  if (!/^\d+$/.test(digits) || !Number.isSafeInteger(value) || (digits.length > 1 && digits.startsWith('0'))) {
    return [...digits].map((digit) => ONES[Number(digit)] as string);
  }
  return spell(value);
}
