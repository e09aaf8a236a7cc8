import { RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Activate = () => Promise<void>;

/** Runs `task` once the page has loaded and the browser is idle: nothing competes with the first page. */
function afterLoad(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** The bar itself: its texts load only when there is something to say. */
function PromptBar({ activate }: { activate: Activate }) {
  const { t } = useTranslation('pwa');
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (dismissed) return null;
  return (
    <section
      aria-label={t('update.region')}
      className="fixed inset-x-4 bottom-20 z-40 flex items-center gap-2 rounded-xl border border-stone-200 bg-white py-2 pr-2 pl-4 text-stone-900 shadow-lg sm:right-auto sm:bottom-4 sm:max-w-md print:hidden"
    >
      <p role="status" className="flex-1 text-sm font-medium">
        {t('update.available')}
      </p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void activate();
        }}
      >
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t('update.reload')}
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('update.later')} onClick={() => setDismissed(true)}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </section>
  );
}

/**
 * Registers the service worker after the first page is up (the registration is its own chunk)
 * and, when a new version is waiting, offers to reload: a small bar that blocks nothing.
 */
export function UpdatePrompt() {
  const [activate, setActivate] = useState<Activate | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let unsubscribe = () => {};
    let active = true;
    const cancel = afterLoad(() => {
      void import('../register').then(({ registerServiceWorker }) => {
        if (active) unsubscribe = registerServiceWorker((next) => setActivate(() => next));
      });
    });
    return () => {
      active = false;
      cancel();
      unsubscribe();
    };
  }, []);

  return activate ? <PromptBar activate={activate} /> : null;
}
