import type { AccessCode } from '@et/contracts';
import { csvDateTime, csvText, datedCsvName, downloadCsv } from '../../lib/csv';

type ExportedCode = Pick<AccessCode, 'code' | 'isUsed' | 'createdAt'>;

/** The CSV's header and status words in the admin's language (the code tab's own texts). */
export interface CodesCsvTexts {
  code: string;
  status: string;
  created: string;
  available: string;
  used: string;
}

/** Code, status and creation time (local, `YYYY-MM-DD HH:mm`), one line per code, for German Excel. */
export function codesCsv(codes: readonly ExportedCode[], texts: CodesCsvTexts): string {
  return csvText(
    [texts.code, texts.status, texts.created],
    codes.map((code) => [
      { code: code.code },
      code.isUsed ? texts.used : texts.available,
      csvDateTime(code.createdAt),
    ]),
  );
}

/** energietaler-codes_YYYY-MM-DD_HH-mm.csv, by the local time. */
export const csvFileName = (date = new Date()) => datedCsvName('energietaler-codes', date);

/** What a code's QR code opens: the dashboard with the code filled in. */
export function redeemUrl(origin: string, code: string): string {
  return `${origin}/?code=${encodeURIComponent(code)}`;
}

/** Saves the codes as a CSV file, built in the browser. */
export function downloadCodesCsv(codes: readonly ExportedCode[], texts: CodesCsvTexts): void {
  downloadCsv(codesCsv(codes, texts), csvFileName());
}

/** What the manual code field keeps of the typed or pasted text: the first 6 digits. */
export function manualCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
