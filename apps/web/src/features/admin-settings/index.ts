// The admin's settings screen (docs/product/admin.md#settings).
export { AdminSettingsScreen } from './components/admin-settings-screen';
