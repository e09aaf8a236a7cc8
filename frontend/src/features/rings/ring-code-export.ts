import type { RingCode } from '@et/contracts/rings';
import { csvText, datedCsvName, downloadCsv } from '../../lib/csv';

type ExportedRingCode = Pick<RingCode, 'code' | 'type' | 'isUsed' | 'createdAt'>;

/** `code,type,status,createdAt`, one line per ring code; status is `available` or `used`. */
export function ringCodesCsv(codes: readonly ExportedRingCode[]): string {
  return csvText(
    ['code', 'type', 'status', 'createdAt'],
    codes.map((code) => [code.code, code.type, code.isUsed ? 'used' : 'available', code.createdAt]),
  );
}

/** ring-codes-YYYY-MM-DD.csv, by the local date. */
export const ringCodesCsvName = (date = new Date()) => datedCsvName('ring-codes', date);

export function downloadRingCodesCsv(codes: readonly ExportedRingCode[]): void {
  downloadCsv(ringCodesCsv(codes), ringCodesCsvName());
}

/** What a ring code's QR code opens: the rings page with the code filled in. */
export function activateRingUrl(origin: string, code: string): string {
  return `${origin}/dimension-rings?code=${encodeURIComponent(code)}`;
}

/** What the manual ring-code field keeps of the typed or pasted text: 6 letters or digits, upper case. */
export function manualRingCodeInput(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
}
