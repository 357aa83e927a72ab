import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { BottomNav } from './bottom-nav';
import { Brand } from './brand';

/** Shell of the signed-in screens: a quiet header, the page, and the bottom navigation. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-border/70 pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-14 max-w-2xl items-center px-4 sm:px-6">
          <Link
            to={paths.app.home.getHref()}
            aria-label="Manna home"
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <Brand />
          </Link>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none sm:px-6 sm:pt-10"
      >
        {children ?? <Outlet />}
      </main>
      <BottomNav />
    </div>
  );
}
