import { useEffect, useState } from 'react';
import { qrImages } from '../../../components/print-sheet';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';

type Qr = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The QR code of `url` as an image; the QR library is loaded with it, not with the page. */
export function HandoverQr({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const [qr, setQr] = useState<Qr>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setQr({ status: 'loading' });
    qrImages([url])
      .then(([src]) => {
        if (!cancelled && src) setQr({ status: 'ready', src });
      })
      .catch((error: unknown) => {
        console.error('QR code', error);
        if (!cancelled) setQr({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [url]);

  const box = cn('flex aspect-square items-center justify-center', className);
  // Without the picture the typed code and the link still do the job: nothing to say then.
  if (qr.status === 'failed') return null;
  if (qr.status === 'loading') {
    return (
      <div className={box}>
        <Spinner />
      </div>
    );
  }
  return <img src={qr.src} alt={alt} className={box} data-testid="handover-qr" />;
}
