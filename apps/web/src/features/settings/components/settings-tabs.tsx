import { LinkTabs } from '@/components/ui/link-tabs';
import { paths, SETTINGS_TABS, type SettingsTab } from '@/config/paths';

const TAB_LABELS: Record<SettingsTab, string> = {
  account: 'Account',
  tokens: 'Tokens',
  appearance: 'Appearance',
  reminders: 'Reminders',
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
    <LinkTabs
      label="Settings sections"
      tabs={SETTINGS_TABS}
      current={current}
      labelOf={settingsTabLabel}
      hrefOf={paths.app.settings.getHref}
    />
  );
}
