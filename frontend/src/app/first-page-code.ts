import i18n from '../lib/i18n';
import { adminFrameNamespaces, adminTabOf, adminTabs } from './admin-tab-loaders';

/** The texts the dashboard reads, asked for with its code (app.tsx's `lazyPage` names them too). */
export const dashboardNamespaces = ['dashboard', 'tokens', 'onboarding', 'rewards', 'handovers'];

/**
 * The first page's code and texts, asked for as soon as i18next has started: main.tsx imports this
 * right after `lib/i18n`, so the requests go out while React and the rest of the app are still
 * being evaluated (on a phone that is a few hundred milliseconds), not after. At `/` the dashboard
 * (a visitor sent on to /auth needs it after the login anyway), at `/admin…` the admin frame and the
 * open tab with their texts. The data follows once the user is known (first-page-data.ts);
 * index.html already asked for the user, and for the first pages' code and texts (vite-chunks.ts).
 */
function askForFirstPage(pathname: string): void {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const tab = adminTabs[adminTabOf(pathname)];
    void import('./admin-route');
    void tab.load();
    void i18n.loadNamespaces([...adminFrameNamespaces, ...tab.namespaces]);
  } else if (pathname === '/') {
    void import('./dashboard-route');
    void i18n.loadNamespaces(dashboardNamespaces);
  }
}

if (typeof window !== 'undefined') askForFirstPage(window.location.pathname);
