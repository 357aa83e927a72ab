// The tools screens (docs/product/tools.md): /diagnostic-tools for members, /bible-test for
// admins. Loaded by the route module app/routes/app/tools.tsx only.
export { BibleTestScreen } from './components/bible-test-screen';
export { DiagnosticToolsScreen } from './components/diagnostic-tools-screen';
export { type CacheSummary, clearOfflineData, listCaches } from './utils/offline-data';
