import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { ImpersonationBanner } from '../features/layout/impersonation-banner';
import { AuthProvider, useAuth } from '../lib/auth';
import { useLiveUpdates } from '../lib/live';
import { queryClient } from '../lib/query-client';
import { RequireAdmin, RequireUser } from './guards';

// Route-level code splitting: each page is its own chunk.
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ChangelogPage = lazy(() => import('../features/changelog/changelog-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('./settings-route'));
const AdminPage = lazy(() => import('./admin-route'));
const NotFoundPage = lazy(() => import('../features/layout/not-found-page'));

function Live() {
  const { user } = useAuth();
  useLiveUpdates(user?.id);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <Live />
          <div className="flex min-h-screen flex-col">
            <ImpersonationBanner />
            <Header />
            <main className="flex-1">
              <Suspense fallback={<PageSpinner />}>
                <Routes>
                  <Route path="/auth" element={<AuthPage />} />
                  <Route path="/reset-password" element={<ResetPasswordPage />} />
                  <Route path="/changelog" element={<ChangelogPage />} />
                  <Route
                    path="/"
                    element={
                      <RequireUser>
                        <DashboardPage />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/settings"
                    element={
                      <RequireUser>
                        <SettingsPage />
                      </RequireUser>
                    }
                  />
                  <Route
                    path="/admin/:tab?"
                    element={
                      <RequireAdmin>
                        <AdminPage />
                      </RequireAdmin>
                    }
                  />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </main>
            <Footer />
          </div>
          <Toaster />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
