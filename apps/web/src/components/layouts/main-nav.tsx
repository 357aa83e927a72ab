import { BookHeart, HandHeart, House, type LucideIcon, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

// Exactly four entries, in this order (docs/product/accounts-and-shell.md#navigation).
export const MAIN_NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', to: paths.app.home.getHref(), icon: House },
  { label: 'Prayers', to: paths.app.prayers.getHref(), icon: HandHeart },
  { label: 'Journal', to: paths.app.journal.getHref(), icon: BookHeart },
  { label: 'Settings', to: paths.app.settings.getHref(), icon: Settings },
];

/** What shows on an entry's icon, keyed by the entry's `to` (e.g. a count of unread replies). */
export type NavBadges = Readonly<Partial<Record<string, ReactNode>>>;

/**
 * The four entries: a bar along the bottom of a phone, in the header row from the lg breakpoint
 * (a bottom bar on a wide screen only covers content). One element either way, so there is one
 * "Main" navigation for screen readers and tests.
 */
export function MainNav({ badges }: { badges?: NavBadges | undefined } = {}) {
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85',
        'lg:static lg:z-auto lg:ml-auto lg:border-0 lg:bg-transparent lg:pb-0 lg:backdrop-blur-none lg:supports-[backdrop-filter]:bg-transparent',
      )}
    >
      <ul className="mx-auto grid max-w-2xl grid-cols-4 lg:flex lg:max-w-none lg:gap-1">
        {MAIN_NAV_ENTRIES.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            {/* NavLink sets aria-current="page" on the active entry. */}
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'group flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  'lg:h-10 lg:flex-row lg:gap-0 lg:rounded-full lg:pr-4 lg:text-sm',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                  isActive && 'lg:bg-primary/12',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors lg:w-10',
                      isActive ? 'bg-primary/12 lg:bg-transparent' : 'group-hover:bg-accent',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                    {badges?.[to]}
                  </span>
                  <span className={isActive ? 'font-semibold' : undefined}>{label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
