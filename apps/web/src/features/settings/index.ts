export { AccountSection } from './components/account-section';
export { AppearanceSection } from './components/appearance-section';
export { SecuritySection } from './components/security-section';
export { parseSettingsTab, SettingsTabs, settingsTabLabel } from './components/settings-tabs';
export { TimeZoneCard } from './components/time-zone-card';
