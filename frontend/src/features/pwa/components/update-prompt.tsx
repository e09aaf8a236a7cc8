import { RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { firstPage } from '../../../lib/lazy-page';

type Activate = () => Promise<void>;

/** How long after the first page's code the registration waits (see afterFirstPage). */
const settleMs = 2000;

/**
 * Runs `task` once the page has loaded, the first page's code and texts have arrived, a little
 * later (its data and images come next) and when the browser is idle: nothing competes with the
 * first page. The `load` event alone comes before the page's own chunk (which waits for the
 * signed-in user), and the service worker's install downloads every asset (about 1 MB), which on
 * a weak phone connection would slow the page the person is looking at.
 */
function afterFirstPage(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  const loaded = () => void firstPage.then(() => setTimeout(idle, settleMs));
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', loaded);
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
    const cancel = afterFirstPage(() => {
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
