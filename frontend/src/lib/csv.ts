import { saveFile } from './save-file';

// CSV files as German Excel opens them by a double click: `;` between the cells (German Excel
// splits at the list separator, which is `;` where the comma is the decimal mark), a UTF-8 byte
// order mark (else Excel reads the file as Windows-1252 and umlauts break), CRLF line ends.

/** The separator German Excel splits at. */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A code that Excel would turn into a number: digits (leading zeros lost), or `12E345` (1.2E+346). */
const READ_AS_NUMBER = /^(\d+|\d+E\d+)$/i;

/** A code in a cell: kept as text, so Excel neither drops its leading zeros nor reads `12E345` as a number. */
export interface CodeCell {
  code: string;
}

export type CsvCell = string | CodeCell;

const quoted = (value: string) => (/[;,"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * One CSV cell. Text that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading `'`,
 * so a spreadsheet shows it instead of running it; a cell holding the separator, a comma, a quote
 * or a line break is quoted (RFC 4180). A code Excel would read as a number is written as the
 * text formula `="012345"`: only digits and letters reach it, so nothing else can run.
 */
export function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string') {
    return READ_AS_NUMBER.test(cell.code) ? quoted(`="${cell.code}"`) : csvField(cell.code);
  }
  return quoted(FORMULA_START.test(cell) ? `'${cell}` : cell);
}

/** A BOM, a header line and one line per row, `;`-separated and CRLF-terminated. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A moment as `YYYY-MM-DD HH:mm` in local time (the time the admin saw on screen). ISO order rather
 * than `dd.MM.yyyy`: German and English Excel both read it as a date (a German date in an English
 * Excel swaps day and month), it sorts as text, and it reads the same in both languages.
 */
export function csvDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${day(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `<prefix>_YYYY-MM-DD_HH-mm.csv`, by the local time: what the file holds and when it was made. */
export function datedCsvName(prefix: string, date = new Date()): string {
  return `${prefix}_${day(date)}_${pad(date.getHours())}-${pad(date.getMinutes())}.csv`;
}

/** Saves CSV text as a file, built in the browser. */
export function downloadCsv(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
