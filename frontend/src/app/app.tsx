import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { PageSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { adminTabAliases } from '../features/admin/admin-tabs';
import { FaqButton } from '../features/faq/components/faq-button';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { ImpersonationBanner } from '../features/layout/components/impersonation-banner';
import { UnreadMenuBadge } from '../features/messages/components/unread-badge';
import { UpdatePrompt } from '../features/pwa/components/update-prompt';
import { RewardSessionMount } from '../features/rewards/components/reward-session-mount';
import { AuthProvider, useAuth } from '../lib/auth';
import { useTranslation } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';
import { useLiveUpdates } from '../lib/live';
import { queryClient } from '../lib/query-client';
import { adminFrameNamespaces } from './admin-tab-loaders';
import { dashboardNamespaces } from './first-page-code';
import { RequireAdmin, RequireUser } from './guards';
import { liveRules } from './live-registry';
import { navItems } from './nav-items';

// Route-level code splitting: each page is its own chunk, loaded when first visited; a chunk that
// fails reloads the page once (lazyPage), then the route's error boundary shows a reload button.
const AuthPage = lazyPage(() => import('../features/auth/components/auth-page'), ['auth']);
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page'));
const ChangelogPage = lazyPage(() => import('../features/changelog/components/changelog-page'));
const DashboardRoute = lazyPage(() => import('./dashboard-route'), dashboardNamespaces);
const FrequenciesPage = lazyPage(() => import('../features/frequencies/components/frequencies-page'));
const DiaryRoute = lazyPage(() => import('./diary-route'));
const DimensionRingsRoute = lazyPage(() => import('./dimension-rings-route'), ['rings', 'handovers']);
const SettingsRoute = lazyPage(() => import('./settings-route'));
const AccountPage = lazyPage(() => import('../features/settings/components/account-page'));
const MessagesPage = lazyPage(() => import('../features/messages/components/messages-page'));
const FaqPage = lazyPage(() => import('../features/faq/components/faq-page'));
const LegalPage = lazyPage(() => import('../features/legal/components/legal-page'));
const AdminRoute = lazyPage(() => import('./admin-route'), adminFrameNamespaces);
const UploadTestPage = lazyPage(() => import('../features/uploads/components/upload-test-page'));
const NotFoundPage = lazyPage(() => import('../features/layout/components/not-found-page'));
const HandoverRoute = lazyPage(() => import('./handover-route'), ['handovers']);
// Only for a visitor a handover link sent to /auth: no other visitor loads it.
const HandoverSignInNote = lazy(() => import('../features/handovers/components/sign-in-note'));
const RingRequestPage = lazyPage(() => import('../features/ring-requests/components/ring-request-page'));

/** The /ws channel, open while someone is signed in (a new one when the user changes). */
function LiveUpdates() {
  const { user } = useAuth();
  useLiveUpdates(user?.id, liveRules);
  return null;
}

/**
 * Removes index.html's stand-in for the header bar in the commit that draws the real one, before
 * the browser paints again: the page never shows both, nor neither.
 */
function DropBootShell() {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return null;
}

/**
 * The pages: an error boundary per route (a new path starts over), so a failing page shows a
 * message and a reload button while the header stays usable.
 */
function Pages({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Parts only for someone signed in: a visitor's first page loads nothing of them. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? children : null;
}

/** Parts of the frame that load texts or code of their own: a failure there hides only them. */
function Optional({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** /auth; on the way to a handover it says what waits after the login. */
function AuthRoute() {
  const [params] = useSearchParams();
  const handover = params.get('redirect')?.startsWith('/handover') ?? false;
  return (
    <AuthPage
      notice={
        handover ? (
          <Optional>
            <HandoverSignInNote />
          </Optional>
        ) : undefined
      }
    />
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <LiveUpdates />
          <Optional>
            <RewardSessionMount />
          </Optional>
          <div className="flex min-h-dvh flex-col">
            <SkipLink />
            <div className="sticky top-0 z-30">
              <ImpersonationBanner />
              <Header navItems={navItems} menuBadge={<UnreadMenuBadge />} />
              <DropBootShell />
            </div>
            {/* At least a screen high: the footer starts below the fold, so a page whose content
                arrives in steps never pushes it down in view (layout shift). */}
            <main id="main" className="min-h-dvh flex-1">
              <Pages>
                <Routes>
                  <Route path="/auth" element={<AuthRoute />} />
                  <Route path="/reset-password" element={<ResetPasswordPage />} />
                  <Route path="/changelog" element={<ChangelogPage />} />
                  <Route path="/ring-request" element={<RingRequestPage />} />
                  <Route
                    path="/"
                    element={
                      <RequireUser>
                        <DashboardRoute />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/frequencies"
                    element={
                      <RequireUser>
                        <FrequenciesPage />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/dimension-rings"
                    element={
                      <RequireUser>
                        <DimensionRingsRoute />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/handover"
                    element={
                      <RequireUser>
                        <HandoverRoute />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/diary"
                    element={
                      <RequireUser>
                        <DiaryRoute />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/faq"
                    element={
                      <RequireUser>
                        <FaqPage />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/messages"
                    element={
                      <RequireUser>
                        <MessagesPage />
                      </RequireUser>
                    }
                  />
                  <Route path="/impressum" element={<LegalPage page="impressum" />} />
                  <Route path="/datenschutz" element={<LegalPage page="datenschutz" />} />
                  <Route path="/nutzungsbedingungen" element={<LegalPage page="nutzungsbedingungen" />} />
                  <Route
                    path="/account"
                    element={
                      <RequireUser>
                        <AccountPage />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/settings"
                    element={
                      <RequireUser>
                        <SettingsRoute />
                      </RequireUser>
                    }
                  />
                  {Object.entries(adminTabAliases).map(([alias, tab]) => (
                    <Route
                      key={alias}
                      path={`/admin/${alias}`}
                      element={<Navigate to={`/admin/${tab}`} replace />}
                    />
                  ))}
                  <Route
                    path="/admin/:tab?"
                    element={
                      <RequireAdmin>
                        <AdminRoute />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="/upload-test"
                    element={
                      <RequireAdmin>
                        <UploadTestPage />
                      </RequireAdmin>
                    }
                  />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Pages>
            </main>
            <Footer />
          </div>
          <SignedIn>
            <Optional>
              <FaqButton />
            </Optional>
          </SignedIn>
          <Toaster />
          <Optional>
            <UpdatePrompt />
          </Optional>
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
