/** A plain-text table: each column padded to its widest cell, two spaces between, no trailing blanks. */
export function alignColumns(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)];
}
