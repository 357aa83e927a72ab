// The settings screen's sections (docs/product/accounts-and-shell.md). The Account tab, the one
// /settings opens on, loads with the screen; the others load with their tab
// (docs/decisions/005-first-load-budget.md).
export { AccountSection } from './components/account-section';
export { parseSettingsTab, SettingsTabs, settingsTabLabel } from './components/settings-tabs';
export { TimeZoneCard } from './components/time-zone-card';
export const loadAppearanceSection = () => import('./components/appearance-section');
export const loadSecuritySection = () => import('./components/security-section');
