import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A `?code=` the page was opened with (a printed QR code, a handover link): handed to `take`, then
 * removed from the address, so a reload or the back button does not hand it in again. Off while
 * `enabled` is false.
 */
export function useCodeFromUrl(take: (code: string) => void, enabled = true): void {
  const [params, setParams] = useSearchParams();
  const urlCode = enabled ? params.get('code') : null;
  const onCode = useEffectEvent(take);
  useEffect(() => {
    if (urlCode === null) return;
    onCode(urlCode);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [urlCode, setParams]);
}
