import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { FaqButton } from '../features/faq/components/faq-button';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { ImpersonationBanner } from '../features/layout/components/impersonation-banner';
import { RewardSessionMount } from '../features/rewards/components/reward-session-mount';
import { AuthProvider, useAuth } from '../lib/auth';
import { useLiveUpdates } from '../lib/live';
import { queryClient } from '../lib/query-client';
import { RequireAdmin, RequireUser } from './guards';
import { liveRules } from './live-registry';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const AuthPage = lazy(() => import('../features/auth/components/auth-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const ChangelogPage = lazy(() => import('../features/changelog/components/changelog-page'));
const DashboardRoute = lazy(() => import('./dashboard-route'));
const FrequenciesPage = lazy(() => import('../features/frequencies/components/frequencies-page'));
const DiaryPage = lazy(() => import('../features/diary/components/diary-page'));
const DimensionRingsRoute = lazy(() => import('./dimension-rings-route'));
const SettingsPage = lazy(() => import('../features/settings/components/settings-page'));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page'));
const FaqPage = lazy(() => import('../features/faq/components/faq-page'));
const LegalPage = lazy(() => import('../features/legal/components/legal-page'));
const AdminRoute = lazy(() => import('./admin-route'));
const UploadTestPage = lazy(() => import('../features/uploads/components/upload-test-page'));
const NotFoundPage = lazy(() => import('../features/layout/components/not-found-page'));
const RingRequestPage = lazy(() => import('../features/ring-requests/components/ring-request-page'));

/** The /ws channel, open while someone is signed in (a new one when the user changes). */
function LiveUpdates() {
  const { user } = useAuth();
  useLiveUpdates(user?.id, liveRules);
  return null;
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
          <RewardSessionMount />
          <div className="flex min-h-dvh flex-col">
            <SkipLink />
            <div className="sticky top-0 z-30">
              <ImpersonationBanner />
              <Header />
            </div>
            <main id="main" className="flex-1">
              <Suspense fallback={<PageSpinner />}>
                <Routes>
                  <Route path="/auth" element={<AuthPage />} />
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
                    path="/diary"
                    element={
                      <RequireUser>
                        <DiaryPage />
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
                  <Route
                    path="/settings"
                    element={
                      <RequireUser>
                        <SettingsPage />
                      </RequireUser>
                    }
                  />
                  <Route path="/admin/ring-requests" element={<Navigate to="/admin/requests" replace />} />
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
              </Suspense>
            </main>
            <Footer />
          </div>
          <FaqButton />
          <Toaster />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
