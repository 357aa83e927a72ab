import { Link } from 'react-router';
import { paths, SETTINGS_TABS, type SettingsTab } from '@/config/paths';
import { cn } from '@/lib/cn';

const TAB_LABELS: Record<SettingsTab, string> = {
  account: 'Account',
  appearance: 'Appearance',
  security: 'Security',
};

export function parseSettingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'account';
}

export function settingsTabLabel(tab: SettingsTab): string {
  return TAB_LABELS[tab];
}

/** Sections are plain links (?tab=...) so each one can be bookmarked and shared. */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  return (
    <nav aria-label="Settings sections">
      <ul className="flex gap-1 rounded-2xl bg-muted p-1">
        {SETTINGS_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className="flex-1">
              <Link
                to={paths.app.settings.getHref(tab)}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center justify-center rounded-xl px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {TAB_LABELS[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
