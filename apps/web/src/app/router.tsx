import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { AppErrorScreen } from '@/components/errors/app-error-screen';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { type OfflineRouteHandle, ProtectedRoute } from '@/features/auth';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirect } from './routes/root-redirect';

/**
 * SPEC §2: screens load on demand behind a 'Loading...' spinner. Each screen gets its own keyed
 * Suspense boundary so the spinner shows on navigation too, not only on the first load.
 */
function lazyScreen<M>(id: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense key={id} fallback={<PageSpinner label="Loading..." />}>
      <Screen />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

// Scripture screens open offline from what the device has kept (docs/offline.md).
const offlineReading: OfflineRouteHandle = { availableOffline: true };

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <AppErrorScreen />,
    children: [
      { path: paths.root.path, element: <RootRedirect /> },
      {
        path: paths.auth.login.path,
        element: lazyScreen(
          'login',
          () => import('./routes/auth/login'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: paths.auth.twoFactor.path,
        element: lazyScreen(
          'two-factor',
          () => import('./routes/auth/two-factor'),
          (m) => m.TwoFactorRoute,
        ),
      },
      {
        path: paths.auth.register.path,
        element: lazyScreen(
          'register',
          () => import('./routes/auth/register'),
          (m) => m.RegisterRoute,
        ),
      },
      {
        path: paths.auth.forgotPassword.path,
        element: lazyScreen(
          'forgot-password',
          () => import('./routes/auth/forgot-password'),
          (m) => m.ForgotPasswordRoute,
        ),
      },
      {
        path: paths.auth.resetPassword.path,
        element: lazyScreen(
          'reset-password',
          () => import('./routes/auth/reset-password'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: paths.dev.mailbox.path,
        element: lazyScreen(
          'dev-mailbox',
          () => import('./routes/dev/mailbox'),
          (m) => m.DevMailboxRoute,
        ),
      },
      {
        element: (
          <ProtectedRoute>
            <AppLayout />
          </ProtectedRoute>
        ),
        children: [
          {
            path: paths.app.home.path,
            element: lazyScreen(
              'home',
              () => import('./routes/app/home'),
              (m) => m.HomeRoute,
            ),
          },
          {
            path: paths.app.settings.path,
            element: lazyScreen(
              'settings',
              () => import('./routes/app/settings'),
              (m) => m.SettingsRoute,
            ),
          },
          {
            path: paths.app.bible.path,
            handle: offlineReading,
            element: lazyScreen(
              'bible',
              () => import('./routes/app/bible'),
              (m) => m.BibleRoute,
            ),
          },
          {
            path: paths.app.bibleChapter.path,
            handle: offlineReading,
            element: lazyScreen(
              'bible-chapter',
              () => import('./routes/app/bible'),
              (m) => m.BibleChapterRoute,
            ),
          },
          // SPEC §2: one reading plan screen at three paths.
          ...[paths.app.reading, paths.app.bibleReading, paths.app.startReadingPlan].map(
            ({ path }): RouteObject => ({
              path,
              element: lazyScreen(
                `reading:${path}`,
                () => import('./routes/app/reading'),
                (m) => m.ReadingRoute,
              ),
            }),
          ),
          {
            path: paths.app.readAloud.path,
            handle: offlineReading,
            element: lazyScreen(
              'read-aloud',
              () => import('./routes/app/read-aloud'),
              (m) => m.ReadAloudRoute,
            ),
          },
          {
            path: paths.app.readAloudAlias.path,
            handle: offlineReading,
            element: lazyScreen(
              'read-aloud-alias',
              () => import('./routes/app/read-aloud'),
              (m) => m.ReadAloudRoute,
            ),
          },
          {
            path: paths.app.admin.path,
            // The admin guard ships inside the admin chunk; members only ever see its refusal.
            element: lazyScreen(
              'admin',
              () => import('./routes/app/admin'),
              (m) => m.AdminRoute,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
