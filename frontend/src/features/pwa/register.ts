/// <reference types="vite-plugin-pwa/vanillajs" />
// Loaded on its own after the first page is up (see components/update-prompt.tsx): the
// registration and workbox-window stay out of the first page's JavaScript.
import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

type Activate = () => Promise<void>;

const listeners = new Set<(activate: Activate) => void>();
let waiting: Activate | null = null;
let registered = false;

/**
 * Registers `/sw.js` (once, whoever asks) and tells `onUpdate` when a new version is waiting,
 * with the function that lets it take over (the page then reloads). Returns the unsubscribe.
 */
export function registerServiceWorker(onUpdate: (activate: Activate) => void): () => void {
  listeners.add(onUpdate);
  if (waiting) onUpdate(waiting);
  if (!registered) {
    registered = true;
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => {
        waiting = async () => {
          // The plugin reloads by itself only if a version controlled the page when it was
          // registered; on a first visit that stayed open until a deploy, this does.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          setTimeout(() => window.location.reload(), 5000);
          await update(true);
        };
        for (const listener of listeners) listener(waiting);
      },
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        setInterval(() => {
          if (navigator.onLine && !registration.installing) void registration.update();
        }, CHECK_EVERY_MS);
      },
    });
  }
  return () => listeners.delete(onUpdate);
}
