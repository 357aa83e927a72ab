import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { MainNav, type NavBadges } from './main-nav';

/**
 * The column the header and the page share, so that they line up: narrow for reading a list or a
 * form, wide where something on the page is marked `data-wide-page` (the reading plan's route, app/router.tsx).
 */
const APP_COLUMN =
  'mx-auto w-full max-w-2xl px-4 sm:px-6 group-has-[[data-wide-page]]/app:max-w-6xl';

/**
 * Shell of the signed-in screens: a quiet header with the navigation (and `search`, the members'
 * search box), and the page; `banner` (the admins' notice) sits between them.
 */
export function AppLayout({
  children,
  banner,
  search,
  navBadges,
}: {
  children?: ReactNode;
  banner?: ReactNode;
  search?: ReactNode;
  /** Counts on navigation entries (the staff's unread replies on Settings), by entry. */
  navBadges?: NavBadges;
}) {
  return (
    <div className="group/app flex min-h-dvh flex-col bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-border/70 pt-[env(safe-area-inset-top)]">
        <div className={cn(APP_COLUMN, 'relative flex h-14 items-center lg:h-16')}>
          <Link
            to={paths.app.home.getHref()}
            aria-label="Manna home"
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <Brand />
          </Link>
          <MainNav badges={navBadges} />
          {search}
        </div>
      </header>
      {banner}
      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          APP_COLUMN,
          'flex-1 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none sm:pt-10 lg:pb-16',
        )}
      >
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
