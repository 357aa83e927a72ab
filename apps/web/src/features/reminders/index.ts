// The reminders feature's public face (docs/product/reminders.md). Both parts load on demand:
// the settings section with its tab, the in-app check with the member shell (by path there).
export const loadRemindersSection = () => import('./components/reminders-section');
export const loadReminderChecker = () => import('./components/reminder-checker');
