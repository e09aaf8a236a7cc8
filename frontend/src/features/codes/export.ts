import type { AccessCode } from '@et/contracts';
import { csvText, datedCsvName, downloadCsv } from '../../lib/csv';

type ExportedCode = Pick<AccessCode, 'code' | 'isUsed' | 'createdAt'>;

/** `code,status,createdAt`, one line per code; status is `available` or `used`. */
export function codesCsv(codes: readonly ExportedCode[]): string {
  return csvText(
    ['code', 'status', 'createdAt'],
    codes.map((code) => [code.code, code.isUsed ? 'used' : 'available', code.createdAt]),
  );
}

/** codes-YYYY-MM-DD.csv, by the local date. */
export const csvFileName = (date = new Date()) => datedCsvName('codes', date);

/** What a code's QR code opens: the dashboard with the code filled in. */
export function redeemUrl(origin: string, code: string): string {
  return `${origin}/?code=${encodeURIComponent(code)}`;
}

/** Saves the codes as a CSV file, built in the browser. */
export function downloadCodesCsv(codes: readonly ExportedCode[]): void {
  downloadCsv(codesCsv(codes), csvFileName());
}

/** What the manual code field keeps of the typed or pasted text: the first 6 digits. */
export function manualCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
