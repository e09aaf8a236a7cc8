import type { AccessCode } from '@et/contracts';
import { saveFile } from '../../lib/save-file';

type ExportedCode = Pick<AccessCode, 'code' | 'isUsed' | 'createdAt'>;

/** One CSV field; quoted when it holds a separator, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `code,status,createdAt`, one line per code; status is `available` or `used`. */
export function codesCsv(codes: readonly ExportedCode[]): string {
  const lines = [
    'code,status,createdAt',
    ...codes.map((code) =>
      [code.code, code.isUsed ? 'used' : 'available', code.createdAt].map(csvField).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** codes-YYYY-MM-DD.csv, by the local date. */
export function csvFileName(date = new Date()): string {
  return `codes-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** What a code's QR code opens: the dashboard with the code filled in. */
export function redeemUrl(origin: string, code: string): string {
  return `${origin}/?code=${encodeURIComponent(code)}`;
}

/** Saves the codes as a CSV file, built in the browser. */
export function downloadCodesCsv(codes: readonly ExportedCode[]): void {
  saveFile(new Blob([codesCsv(codes)], { type: 'text/csv;charset=utf-8' }), csvFileName());
}

/** What the manual code field keeps of the typed or pasted text: the first 6 digits. */
export function manualCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
