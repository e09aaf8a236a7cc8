import type { RingCode } from '@et/contracts/rings';
import { csvDateTime, csvText, datedCsvName, downloadCsv } from '../../lib/csv';

type ExportedRingCode = Pick<RingCode, 'code' | 'type' | 'isUsed' | 'createdAt'>;

/** The CSV's header and status words in the admin's language (the ring-code tab's own texts). */
export interface RingCodesCsvTexts {
  code: string;
  type: string;
  status: string;
  created: string;
  available: string;
  used: string;
}

/** Code, type, status and creation time (local, `YYYY-MM-DD HH:mm`), one line per ring code, for German Excel. */
export function ringCodesCsv(codes: readonly ExportedRingCode[], texts: RingCodesCsvTexts): string {
  return csvText(
    [texts.code, texts.type, texts.status, texts.created],
    codes.map((code) => [
      { code: code.code },
      code.type,
      code.isUsed ? texts.used : texts.available,
      csvDateTime(code.createdAt),
    ]),
  );
}

/** energietaler-ring-codes_YYYY-MM-DD_HH-mm.csv, by the local time. */
export const ringCodesCsvName = (date = new Date()) => datedCsvName('energietaler-ring-codes', date);

export function downloadRingCodesCsv(codes: readonly ExportedRingCode[], texts: RingCodesCsvTexts): void {
  downloadCsv(ringCodesCsv(codes, texts), ringCodesCsvName());
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
