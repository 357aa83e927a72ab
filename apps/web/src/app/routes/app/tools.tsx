import { BibleTestScreen, DiagnosticToolsScreen } from '@/features/tools';

/** /diagnostic-tools, for every member (docs/product/tools.md#diagnostic-tools). */
export function DiagnosticToolsRoute() {
  return (
    <>
      <title>Diagnostic tools · Manna</title>
      <DiagnosticToolsScreen />
    </>
  );
}

/** /bible-test; the router lets only admins in (guard 'admin' in app/router.tsx). */
export function BibleTestRoute() {
  return (
    <>
      <title>Bible test · Manna</title>
      <BibleTestScreen />
    </>
  );
}
