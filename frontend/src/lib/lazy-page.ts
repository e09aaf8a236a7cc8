import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import i18n, { assertLoaded } from './i18n';

/** Set while the page reloads itself after a failed chunk; cleared once a page loads again. */
const reloadMark = 'et-chunk-reload';

function markedReload(): boolean {
  try {
    if (sessionStorage.getItem(reloadMark)) return false;
    sessionStorage.setItem(reloadMark, String(Date.now()));
    return true;
  } catch {
    return false; // no storage (private mode): no automatic reload, the boundary shows at once
  }
}

function clearMark() {
  try {
    sessionStorage.removeItem(reloadMark);
  } catch {
    // nothing to clear
  }
}

let firstPageArrived = () => {};
/**
 * Resolves once the first page's code (and the translations it names) has arrived: work the page
 * does not need (the service worker's registration) waits for it and does not compete with it.
 */
export const firstPage = new Promise<void>((resolve) => {
  firstPageArrived = resolve;
});

/**
 * `lazy(() => import(...))` for a page. A chunk that does not load (typically an old tab asking for
 * the files of the version before a redeploy) reloads the page once by itself, which fetches the
 * new `index.html` and its files; if it fails again, the error reaches the route's error boundary
 * (`RouteErrorBoundary`: a message and a reload button). The mark in sessionStorage keeps it from
 * ever reloading in a loop. `namespaces` (optional, a hint for first pages): translations the page
 * will ask for, fetched together with its code instead of after it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound React's own `lazy` uses
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  namespaces: string[] = [],
): LazyExoticComponent<T> {
  return lazy(() => {
    const texts = namespaces.length ? i18n.loadNamespaces(namespaces) : Promise.resolve();
    return Promise.all([load(), texts])
      .then(([module]) => {
        // Texts that did not arrive fail like the code: one reload, then the error boundary.
        assertLoaded(namespaces);
        return module;
      })
      .then(
        (module) => {
          clearMark();
          firstPageArrived();
          return module;
        },
        (error: unknown) => {
          if (markedReload()) {
            window.location.reload();
            return new Promise<never>(() => {}); // the page goes away; nothing to render meanwhile
          }
          throw error;
        },
      );
  });
}
