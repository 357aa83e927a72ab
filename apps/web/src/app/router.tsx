import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, type RouteObject, useLocation, useNavigationType, useRoutes } from 'react-router';
import { AppErrorScreen } from '@/components/errors/app-error-screen';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth';
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

/**
 * A new screen starts at the top; going back is left to the browser, which restores the
 * position it kept.
 */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers it
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

// By path, not through the bookmarks index: a static import of the index would bring the rest
// of the feature into the entry chunk's neighbourhood (npm run bench). The app layer may do
// this; features may not (docs/architecture.md, "Feature boundaries").
const BookmarkSync = lazy(() =>
  import('@/features/bookmarks/components/bookmark-sync').then((module) => ({
    default: module.BookmarkSync,
  })),
);

/** The signed-in screens' shell; bookmarks made offline are sent from here once back online. */
function MemberLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <BookmarkSync />
      </Suspense>
      <AppLayout />
    </>
  );
}

function RootLayout() {
  return (
    <>
      <ScrollToTopOnNavigation />
      <Outlet />
    </>
  );
}

// The routes are plain (declarative) React Router routes: the data router would add about
// 17 KB of gzipped JS to every screen's first load for loaders and actions we do not use.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
        path: paths.auth.emailConfirmed.path,
        element: lazyScreen(
          'email-confirmed',
          () => import('./routes/auth/email-confirmed'),
          (m) => m.EmailConfirmedRoute,
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
            <MemberLayout />
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
            path: paths.app.journal.path,
            element: lazyScreen(
              'journal',
              () => import('./routes/app/journal'),
              (m) => m.JournalRoute,
            ),
          },
          {
            path: paths.app.newTopic.path,
            element: lazyScreen(
              'new-topic',
              () => import('./routes/app/journal'),
              (m) => m.NewTopicRoute,
            ),
          },
          {
            path: paths.app.newJournalEntry.path,
            element: lazyScreen(
              'new-journal-entry',
              () => import('./routes/app/journal'),
              (m) => m.NewJournalEntryRoute,
            ),
          },
          {
            path: paths.app.journalItem.path,
            element: lazyScreen(
              'journal-item',
              () => import('./routes/app/journal'),
              (m) => m.JournalItemRoute,
            ),
          },
          {
            path: paths.app.editJournalItem.path,
            element: lazyScreen(
              'edit-journal-item',
              () => import('./routes/app/journal'),
              (m) => m.EditJournalItemRoute,
            ),
          },
          {
            path: paths.app.prayers.path,
            element: lazyScreen(
              'prayers',
              () => import('./routes/app/prayers'),
              (m) => m.PrayersRoute,
            ),
          },
          {
            path: paths.app.prayersAlias.path,
            element: lazyScreen(
              'prayers-alias',
              () => import('./routes/app/prayers'),
              (m) => m.PrayersRoute,
            ),
          },
          {
            path: paths.app.recentPrayers.path,
            element: lazyScreen(
              'recent-prayers',
              () => import('./routes/app/prayers'),
              (m) => m.RecentPrayersRoute,
            ),
          },
          {
            path: paths.app.newPrayer.path,
            element: lazyScreen(
              'new-prayer',
              () => import('./routes/app/prayers'),
              (m) => m.NewPrayerRoute,
            ),
          },
          {
            path: paths.app.prayerAlias.path,
            element: lazyScreen(
              'new-prayer-alias',
              () => import('./routes/app/prayers'),
              (m) => m.NewPrayerRoute,
            ),
          },
          {
            path: paths.app.prayer.path,
            element: lazyScreen(
              'prayer',
              () => import('./routes/app/prayers'),
              (m) => m.PrayerRoute,
            ),
          },
          {
            path: paths.app.testimonies.path,
            element: lazyScreen(
              'testimonies',
              () => import('./routes/app/testimonies'),
              (m) => m.TestimoniesRoute,
            ),
          },
          {
            path: paths.app.newTestimony.path,
            element: lazyScreen(
              'new-testimony',
              () => import('./routes/app/testimonies'),
              (m) => m.NewTestimonyRoute,
            ),
          },
          {
            path: paths.app.testimony.path,
            element: lazyScreen(
              'testimony',
              () => import('./routes/app/testimonies'),
              (m) => m.TestimonyRoute,
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
      {
        // Scripture screens open offline from what the device has kept (docs/offline.md).
        element: (
          <ProtectedRoute availableOffline>
            <MemberLayout />
          </ProtectedRoute>
        ),
        children: [
          {
            path: paths.app.bible.path,
            element: lazyScreen(
              'bible',
              () => import('./routes/app/bible'),
              (m) => m.BibleRoute,
            ),
          },
          {
            path: paths.app.bibleChapter.path,
            element: lazyScreen(
              'bible-chapter',
              () => import('./routes/app/bible'),
              (m) => m.BibleChapterRoute,
            ),
          },
          {
            path: paths.app.readAloud.path,
            element: lazyScreen(
              'read-aloud',
              () => import('./routes/app/read-aloud'),
              (m) => m.ReadAloudRoute,
            ),
          },
          {
            path: paths.app.readAloudAlias.path,
            element: lazyScreen(
              'read-aloud-alias',
              () => import('./routes/app/read-aloud'),
              (m) => m.ReadAloudRoute,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** Every screen, behind the SPEC §2 failure screen. Render inside a router. */
export function AppRoutes() {
  return <ErrorBoundary FallbackComponent={AppErrorScreen}>{useRoutes(routes)}</ErrorBoundary>;
}
