import { type ComponentType, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { AppErrorScreen } from '@/components/errors/app-error-screen';
import { AppLayout } from '@/components/layouts/app-layout';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { VISITOR_ENTRY_PATHS } from '@/config/visitor-paths';
import { ProtectedRoute, useUser } from '@/features/auth';
import { useFirstScreenShown } from '@/lib/first-screen';
import { FirstScreenProbe } from '@/lib/first-screen-probe';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirect } from './routes/root-redirect';

// Screens load on demand (lazyExport) behind a 'Loading...' spinner
// (docs/product/accounts-and-shell.md#errors-and-waiting). Each screen gets its own keyed
// LazyBoundary (see `toRoute`) so the spinner shows on navigation too, not only on the first load.

/**
 * Who may open a screen:
 * - visitor: anyone (the sign-in screens send a member who is already signed in onwards);
 * - public: anyone, inside the app shell; the screen tells a visitor from a member itself
 *   (/subscription shows visitors the plans and sends them to sign in to buy);
 * - member: a signed-in member, inside the app shell; a visitor is sent to /login?return=...;
 * - admin: a member with the admin role; other members see a refusal.
 */
type Guard = 'visitor' | 'public' | 'member' | 'admin';

interface ScreenRoute {
  path: string;
  guard: Guard;
  /** A lazy screen (lazyExport) can be preloaded: see `preloadScreenAt`. */
  screen: ComponentType & { preload?: () => void };
  /** A member screen that also opens offline, from what the device kept (docs/offline.md). */
  offline?: true;
  /**
   * In the app's wide column (components/layouts/app-layout.tsx) from the first paint, its
   * spinner included: a column that widened once the screen came would move the header and the
   * page (docs/product/reading-plans.md#steady-layout).
   */
  wide?: true;
}

// The sign-in screens bring their own navigation (lib/visitor-navigation.tsx).
const VisitorScreens = lazyExport(
  () => import('./visitor/visitor-screens-in-app'),
  'VisitorScreensInApp',
);

// One module, one loader: the two checkout screens share the list of chunks to preload.
const loadCheckoutRoutes = () => import('./routes/app/checkout');

/** Every screen of the web app: its path (config/paths.ts), who may open it, and the screen. */
const SCREENS: ScreenRoute[] = [
  { path: paths.root.path, guard: 'visitor', screen: RootRedirect },
  // The sign-in screens: a cold load of one gets the visitor entry (visitor.html); the member
  // app draws the same screens when it goes to one, or opens one offline.
  ...VISITOR_ENTRY_PATHS.map(
    (path): ScreenRoute => ({ path, guard: 'visitor', screen: VisitorScreens }),
  ),
  {
    path: paths.dev.mailbox.path,
    guard: 'visitor',
    screen: lazyExport(() => import('./routes/dev/mailbox'), 'DevMailboxRoute'),
  },
  {
    path: paths.app.home.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/home'), 'HomeRoute'),
  },
  {
    path: paths.app.settings.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/settings'), 'SettingsRoute'),
  },
  {
    path: paths.app.contact.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/contact'), 'ContactRoute'),
  },
  // One reading plan screen at three paths
  // (docs/product/accounts-and-shell.md#routes-mounted-today).
  ...[paths.app.reading, paths.app.bibleReading, paths.app.startReadingPlan].map(
    ({ path }): ScreenRoute => ({
      path,
      guard: 'member',
      wide: true,
      screen: lazyExport(() => import('./routes/app/reading'), 'ReadingRoute'),
    }),
  ),
  {
    path: paths.app.search.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/search'), 'SearchRoute'),
  },
  {
    path: paths.app.journal.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/journal'), 'JournalRoute'),
  },
  {
    path: paths.app.newTopic.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/journal-forms'), 'NewTopicRoute'),
  },
  {
    path: paths.app.newJournalEntry.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/journal-forms'), 'NewJournalEntryRoute'),
  },
  {
    path: paths.app.journalItem.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/journal-item'), 'JournalItemRoute'),
  },
  {
    path: paths.app.editJournalItem.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/journal-forms'), 'EditJournalItemRoute'),
  },
  {
    path: paths.app.prayers.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/prayers'), 'PrayersRoute'),
  },
  {
    path: paths.app.prayersAlias.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/prayers'), 'PrayersRoute'),
  },
  {
    path: paths.app.recentPrayers.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/prayers'), 'RecentPrayersRoute'),
  },
  {
    path: paths.app.newPrayer.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/new-prayer'), 'NewPrayerRoute'),
  },
  {
    path: paths.app.prayerAlias.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/new-prayer'), 'NewPrayerRoute'),
  },
  {
    path: paths.app.prayer.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/prayer'), 'PrayerRoute'),
  },
  {
    path: paths.app.testimonies.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/testimonies'), 'TestimoniesRoute'),
  },
  {
    path: paths.app.newTestimony.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/new-testimony'), 'NewTestimonyRoute'),
  },
  {
    path: paths.app.testimony.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/testimony'), 'TestimonyRoute'),
  },
  // Every /admin screen, behind one lazy chunk of its own (app/admin-routes.tsx).
  {
    path: `${paths.app.admin.path}/*`,
    guard: 'admin',
    screen: lazyExport(() => import('./admin-routes'), 'AdminAreaRoutes'),
  },
  {
    path: paths.app.bible.path,
    guard: 'member',
    offline: true,
    screen: lazyExport(() => import('./routes/app/bible'), 'BibleRoute'),
  },
  {
    path: paths.app.scriptureSearch.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/scripture-search'), 'ScriptureSearchRoute'),
  },
  {
    path: paths.app.bibleChapter.path,
    guard: 'member',
    offline: true,
    screen: lazyExport(() => import('./routes/app/bible'), 'BibleChapterRoute'),
  },
  {
    path: paths.app.readAloud.path,
    guard: 'member',
    offline: true,
    screen: lazyExport(() => import('./routes/app/read-aloud'), 'ReadAloudRoute'),
  },
  {
    path: paths.app.readAloudAlias.path,
    guard: 'member',
    offline: true,
    screen: lazyExport(() => import('./routes/app/read-aloud'), 'ReadAloudRoute'),
  },
  // Tokens and subscriptions (docs/product/purchases.md#screens).
  {
    path: paths.app.subscription.path,
    guard: 'public',
    screen: lazyExport(() => import('./routes/app/subscription'), 'SubscriptionRoute'),
  },
  {
    path: paths.app.payment.path,
    guard: 'member',
    screen: lazyExport(loadCheckoutRoutes, 'PaymentRoute'),
  },
  {
    path: paths.app.subscriptionSuccess.path,
    guard: 'member',
    screen: lazyExport(loadCheckoutRoutes, 'SubscriptionSuccessRoute'),
  },
  {
    path: paths.app.purchaseTest.path,
    guard: 'admin',
    screen: lazyExport(() => import('./routes/app/purchase-test'), 'PurchaseTestRoute'),
  },
  // The tools (docs/product/tools.md): one chunk for both screens.
  {
    path: paths.app.diagnosticTools.path,
    guard: 'member',
    screen: lazyExport(() => import('./routes/app/tools'), 'DiagnosticToolsRoute'),
  },
  {
    path: paths.app.bibleTest.path,
    guard: 'admin',
    screen: lazyExport(() => import('./routes/app/tools'), 'BibleTestRoute'),
  },
  { path: '*', guard: 'visitor', screen: NotFoundRoute },
];

/**
 * Each screen's path and who may open it: `npm run bench` reads it to load every screen in
 * Chromium and hold it to its first-load budget (docs/decisions/005-first-load-budget.md).
 */
export const SCREEN_ACCESS: readonly Pick<ScreenRoute, 'path' | 'guard'>[] = SCREENS.map(
  ({ path, guard }) => ({ path, guard }),
);

/**
 * Starts loading the code of the screen at `pathname` as the app starts. A member screen renders
 * only once the account is checked (ProtectedRoute), so its code would otherwise be asked for
 * after that answer instead of during it (docs/decisions/018-reading-first-paint.md).
 */
export function preloadScreenAt(pathname: string): void {
  for (const { route } of matchRoutes(SCREENS, pathname) ?? []) route.screen.preload?.();
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
const BookmarkSync = lazyExport(
  () => import('@/features/bookmarks/offline-queue/bookmark-sync'),
  'BookmarkSync',
);

// The in-app reminder check (docs/product/reminders.md#the-in-app-check), by path for the same
// reason: it loads after the shell, never with it.
const ReminderChecker = lazyExport(
  () => import('@/features/reminders/components/reminder-checker'),
  'ReminderChecker',
);

// The reading preferences saved with the account, by path for the same reason
// (docs/product/accounts-and-shell.md#reading-preferences).
const ReaderPreferencesSync = lazyExport(
  () => import('@/features/reader-settings/components/reader-preferences-sync'),
  'ReaderPreferencesSync',
);

// The admin check and the admin area's navigation load with the first admin screen opened, not
// with every screen.
const AdminGuard = lazyExport(() => import('@/features/auth/components/admin-route'), 'AdminRoute');
const AdminArea = lazyExport(() => import('@/features/admin/components/admin-area'), 'AdminArea');

// The admins' notice, by path for the same reason: the shell waits for nothing of it.
const NoticeBanner = lazyExport(
  () => import('@/features/community-notice/components/notice-banner'),
  'NoticeBanner',
);

// The count of the staff's unread replies on the Settings entry, by path for the same reason:
// it loads once the screen has shown its content, never with it
// (docs/product/support.md#contact-us).
const SupportUnreadBadge = lazyExport(
  () => import('@/features/support/components/support-unread-badge'),
  'SupportUnreadBadge',
);
const MEMBER_NAV_BADGES = {
  [paths.app.settings.getHref()]: (
    <AfterFirstScreen>
      <LazyBoundary fallback={null}>
        <SupportUnreadBadge />
      </LazyBoundary>
    </AfterFirstScreen>
  ),
};

// The header's search box (docs/product/search.md#the-search-box) loads once the screen has shown
// its content, by path like the badge above; its placeholder keeps its room until then
// (docs/decisions/016-reading-first-load.md).
const HeaderSearch = lazyExport(() => import('@/components/layouts/header-search'), 'HeaderSearch');

/** The search box's room in the header until it comes, so the navigation beside it stays put. */
function HeaderSearchPlaceholder() {
  return <div aria-hidden="true" className="ml-auto w-10 sm:w-48 lg:order-last lg:ml-3 lg:w-56" />;
}

/**
 * The signed-in screens' shell; bookmarks made offline are sent from here once back online, and
 * the admins' notice shows under the header.
 */
function MemberLayout() {
  // Undefined on a screen opened offline before the account could be checked: nothing to sync.
  const memberId = useUser().data?.id;
  const firstScreenShown = useFirstScreenShown();
  return (
    <>
      <AfterFirstScreen>
        <BookmarkSync />
        <ReminderChecker />
      </AfterFirstScreen>
      {memberId ? (
        <LazyBoundary fallback={null}>
          <ReaderPreferencesSync memberId={memberId} />
        </LazyBoundary>
      ) : null}
      <AppLayout
        navBadges={MEMBER_NAV_BADGES}
        search={
          <LazyBoundary fallback={<HeaderSearchPlaceholder />}>
            {firstScreenShown ? <HeaderSearch /> : <HeaderSearchPlaceholder />}
          </LazyBoundary>
        }
        banner={
          <LazyBoundary fallback={null}>
            <NoticeBanner />
          </LazyBoundary>
        }
      />
    </>
  );
}

// Only inside the native wrapper, and loaded there only: a browser never hears its messages. By
// path, for the same reason as BookmarkSync.
const NativePurchaseMessages = lazyExport(
  () => import('@/features/purchases/components/native-purchase-messages'),
  'NativePurchaseMessages',
);

// The wrapper's session messages (docs/native-wrapper.md#session-state), the same way.
const NativeSessionMessages = lazyExport(
  () => import('@/features/native-session/components/native-session-messages'),
  'NativeSessionMessages',
);

function RootLayout() {
  return (
    <>
      <ScrollToTopOnNavigation />
      {detectRuntimeEnvironment().kind === 'native' ? (
        <LazyBoundary fallback={null}>
          <NativePurchaseMessages />
          <NativeSessionMessages />
        </LazyBoundary>
      ) : null}
      <Outlet />
    </>
  );
}

function toRoute({ path, guard, wide, screen: Screen }: ScreenRoute): RouteObject {
  const screen =
    guard === 'admin' ? (
      <AdminGuard>
        <AdminArea>
          <Screen />
        </AdminArea>
      </AdminGuard>
    ) : (
      <Screen />
    );
  const element = (
    <LazyBoundary key={path} fallback={<PageSpinner label="Loading..." />}>
      {screen}
      <FirstScreenProbe />
    </LazyBoundary>
  );
  return { path, element: wide ? <div data-wide-page>{element}</div> : element };
}

const memberScreens = (offline: boolean) =>
  SCREENS.filter(
    (row) =>
      (row.guard === 'member' || row.guard === 'admin') && (row.offline ?? false) === offline,
  ).map(toRoute);

// The routes are plain (declarative) React Router routes: the data router would add about
// 17 KB of gzipped JS to every screen's first load for loaders and actions we do not use.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...SCREENS.filter((row) => row.guard === 'visitor').map(toRoute),
      // In the app shell whoever is looking; nothing here is synced for a visitor.
      {
        element: <AppLayout />,
        children: SCREENS.filter((row) => row.guard === 'public').map(toRoute),
      },
      {
        element: (
          <ProtectedRoute>
            <MemberLayout />
          </ProtectedRoute>
        ),
        children: memberScreens(false),
      },
      {
        element: (
          <ProtectedRoute availableOffline>
            <MemberLayout />
          </ProtectedRoute>
        ),
        children: memberScreens(true),
      },
    ],
  },
];

/**
 * Every screen, behind the failure screen (docs/product/accounts-and-shell.md#errors-and-waiting).
 * Render inside a router.
 */
export function AppRoutes() {
  return <ErrorBoundary FallbackComponent={AppErrorScreen}>{useRoutes(routes)}</ErrorBoundary>;
}
