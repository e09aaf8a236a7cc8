import { saveFile } from './save-file';

/** One CSV field; quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header line and one line per row, CRLF-terminated. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `<prefix>-YYYY-MM-DD.csv`, by the local date. */
export function datedCsvName(prefix: string, date = new Date()): string {
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Saves CSV text as a file, built in the browser. */
export function downloadCsv(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
