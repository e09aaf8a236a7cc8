/// <reference lib="webworker" />
// The service worker (built to /sw.js by vite-plugin-pwa, which fills in the precache list).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell (index.html), the offline page and every hashed asset of this version.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the open page at once; later ones wait for the reload prompt.
clientsClaim();

// The page's "Neu laden" button: the waiting version takes over, the page then reloads.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const offlineText =
  'Keine Verbindung. Bitte versuchen Sie es später noch einmal. / No connection. Please try again later.';

/** The offline page; if even that is not cached, a plain text that says the same. */
async function offlinePage(): Promise<Response> {
  const page = await matchPrecache('/offline.html');
  if (page) return page;
  return new Response(offlineText, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function networkOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

/**
 * Addresses the server answers itself: the API (its JSON is never cached here), uploads, files
 * with an extension, and the reset page, whose own headers keep its token out of any Referer.
 */
function serverOnly(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/uploads/') ||
    pathname.startsWith('/ws') ||
    pathname.startsWith('/reset-password') ||
    /\.[a-z0-9]+$/i.test(pathname)
  );
}

// Opening a page of the app: the cached shell (the router shows the page), even offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !serverOnly(url.pathname),
  async ({ request }) => (await matchPrecache('/index.html')) ?? networkOrOffline(request),
);
// Opening anything else as a page: the network; offline, the offline page instead of the browser's.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && serverOnly(url.pathname),
  ({ request }) => networkOrOffline(request),
);
