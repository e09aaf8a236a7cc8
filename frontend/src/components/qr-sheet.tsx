import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { printSheetCss, qrImages } from './print-sheet';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { Spinner } from './ui/spinner';

const printCss = printSheetCss('12mm');

/** One printed code: the text under the QR code and the address the QR code opens. */
export interface SheetCode {
  code: string;
  url: string;
}

export interface QrSheetTexts {
  title: string;
  hint: string;
  print: string;
  failed: string;
  qrAlt: (code: string) => string;
}

type Sheet = { status: 'loading' } | { status: 'ready'; images: string[] } | { status: 'failed' };

/** A printable sheet: one QR code per code, the code below it (access codes, ring codes). */
export default function QrSheet({
  codes,
  texts,
  onClose,
}: {
  codes: readonly SheetCode[];
  texts: QrSheetTexts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setSheet({ status: 'loading' });
    // The QR library is loaded with the sheet only, not with the admin page.
    qrImages(codes.map((code) => code.url))
      .then((images) => {
        if (!cancelled) setSheet({ status: 'ready', images });
      })
      .catch((error: unknown) => {
        console.error('QR codes', error);
        if (!cancelled) setSheet({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [codes]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={texts.title} description={texts.hint} className="print-sheet max-w-5xl">
        <style>{printCss}</style>
        <div className="mb-4 flex flex-wrap gap-2">
          <Button onClick={() => window.print()} disabled={sheet.status !== 'ready'}>
            <Printer className="h-4 w-4" aria-hidden />
            {texts.print}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
        {sheet.status === 'loading' ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : sheet.status === 'failed' ? (
          <p className="text-red-700" role="alert">
            {texts.failed}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 print:grid-cols-4 print:gap-2">
            {codes.map((code, index) => (
              <li
                key={code.code}
                className="flex break-inside-avoid flex-col items-center rounded-lg border border-dashed border-stone-300 p-3"
                data-testid="sheet-code"
              >
                <img
                  src={sheet.images[index]}
                  alt={texts.qrAlt(code.code)}
                  className="aspect-square w-full max-w-36"
                />
                <span className="mt-2 font-mono text-lg font-semibold tracking-[0.25em] tabular-nums">
                  {code.code}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
