import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface LinkTabsProps<Tab extends string> {
  /** The navigation landmark's name, e.g. 'Settings sections'. */
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  labelOf: (tab: Tab) => string;
  hrefOf: (tab: Tab) => string;
  /** Keep the scroll position when switching (panels under a header). */
  preventScrollReset?: boolean;
}

/** Tabs that are plain links (?tab=...), so each panel can be bookmarked and shared. */
export function LinkTabs<Tab extends string>({
  label,
  tabs,
  current,
  labelOf,
  hrefOf,
  preventScrollReset,
}: LinkTabsProps<Tab>) {
  return (
    <nav aria-label={label}>
      {/* Tabs that do not fit on one line (five on a phone) wrap onto a second rather than run
          off the screen's edge; each line's tabs share its width. */}
      <ul className="flex flex-wrap gap-1 rounded-2xl bg-muted p-1">
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className="min-w-fit flex-1">
              <Link
                to={hrefOf(tab)}
                replace
                preventScrollReset={preventScrollReset}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center justify-center rounded-xl px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {labelOf(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
