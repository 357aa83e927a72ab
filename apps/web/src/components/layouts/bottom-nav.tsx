import { BookHeart, HandHeart, House, type LucideIcon, Settings } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

// SPEC §2: exactly four entries, in this order.
export const BOTTOM_NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', to: paths.app.home.getHref(), icon: House },
  { label: 'Prayers', to: paths.app.prayers.getHref(), icon: HandHeart },
  { label: 'Journal', to: paths.app.journal.getHref(), icon: BookHeart },
  { label: 'Settings', to: paths.app.settings.getHref(), icon: Settings },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="mx-auto grid max-w-2xl grid-cols-4">
        {BOTTOM_NAV_ENTRIES.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            {/* NavLink sets aria-current="page" on the active entry. */}
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'group flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive ? 'bg-primary/12' : 'group-hover:bg-accent',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
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
