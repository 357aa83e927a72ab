import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';

// The admin area's screens (docs/product/admin.md#navigation). They are routed here, in a chunk
// only an admin loads, so that none of their rows or chunk lists ride in every member's first
// load (npm run bench); the router's '/admin/*' row brings this module, behind the admin check.

interface AdminScreen {
  /** An absolute path under /admin (config/paths.ts). */
  path: string;
  screen: ComponentType;
}

const loadChat = () => import('./routes/app/admin-chat');

const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: paths.app.admin.path,
    screen: lazyExport(() => import('./routes/app/admin'), 'AdminRoute'),
  },
  {
    path: paths.app.adminTestimonies.path,
    screen: lazyExport(() => import('./routes/app/admin-testimonies'), 'AdminTestimoniesRoute'),
  },
  {
    path: paths.app.adminTestimony.path,
    screen: lazyExport(() => import('./routes/app/admin-testimonies'), 'AdminTestimonyRoute'),
  },
  {
    path: paths.app.adminMembers.path,
    screen: lazyExport(() => import('./routes/app/admin-members'), 'AdminMembersRoute'),
  },
  {
    path: paths.app.adminMember.path,
    screen: lazyExport(() => import('./routes/app/admin-members'), 'AdminMemberRoute'),
  },
  {
    path: paths.app.adminSettings.path,
    screen: lazyExport(() => import('./routes/app/admin-settings'), 'AdminSettingsRoute'),
  },
  {
    path: paths.app.adminPaymentSetup.path,
    screen: lazyExport(() => import('./routes/app/admin-settings'), 'AdminPaymentSetupRoute'),
  },
  {
    path: paths.app.adminSubscriptions.path,
    screen: lazyExport(() => import('./routes/app/admin-subscriptions'), 'AdminSubscriptionsRoute'),
  },
  {
    path: paths.app.adminSubscription.path,
    screen: lazyExport(() => import('./routes/app/admin-subscriptions'), 'AdminSubscriptionRoute'),
  },
  // The support inbox, alone or with a conversation open (docs/product/support.md#the-staffs-inbox).
  { path: paths.app.adminChat.path, screen: lazyExport(loadChat, 'AdminChatRoute') },
  { path: paths.app.adminChatConversation.path, screen: lazyExport(loadChat, 'AdminChatRoute') },
];

/** '/admin/users/:id' as the '/admin/*' row's descendant routes name it: 'users/:id'. */
const underAdmin = (path: string) => path.slice(paths.app.admin.path.length).replace(/^\//, '');

const ADMIN_ROUTES: RouteObject[] = [
  ...ADMIN_SCREENS.map(({ path, screen: Screen }) => ({
    // /admin itself is the index of its descendant routes.
    ...(underAdmin(path) ? { path: underAdmin(path) } : { index: true }),
    element: (
      // Keyed by path, as the router does: the spinner shows on each navigation between them.
      <LazyBoundary key={path} fallback={<PageSpinner label="Loading..." />}>
        <Screen />
      </LazyBoundary>
    ),
  })),
  { path: '*', element: <NotFoundScreen /> },
];

/** Every /admin screen; the router lets only admins in and lays the admin navigation over it. */
export function AdminAreaRoutes() {
  return useRoutes(ADMIN_ROUTES);
}
