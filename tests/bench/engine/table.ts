// A plain text table for the terminal: columns padded to their widest cell.
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const seconds = (value: number) => `${value.toFixed(2)} s`;
export const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
export const millis = (value: number) => `${value.toFixed(1)} ms`;
