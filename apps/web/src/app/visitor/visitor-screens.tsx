import type { ComponentType } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FirstScreenProbe } from '@/lib/first-screen-probe';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { useVisitorLocation } from '@/lib/visitor-navigation';

// The sign-in screens (config/visitor-paths.ts), each its own chunk behind the 'Loading...'
// spinner as in the member app (docs/product/accounts-and-shell.md#errors-and-waiting).
const SCREENS: Record<string, ComponentType> = {
  [paths.auth.login.path]: lazyExport(() => import('../routes/auth/login'), 'LoginRoute'),
  [paths.auth.twoFactor.path]: lazyExport(
    () => import('../routes/auth/two-factor'),
    'TwoFactorRoute',
  ),
  [paths.auth.register.path]: lazyExport(() => import('../routes/auth/register'), 'RegisterRoute'),
  [paths.auth.forgotPassword.path]: lazyExport(
    () => import('../routes/auth/forgot-password'),
    'ForgotPasswordRoute',
  ),
  [paths.auth.resetPassword.path]: lazyExport(
    () => import('../routes/auth/reset-password'),
    'ResetPasswordRoute',
  ),
  [paths.auth.emailConfirmed.path]: lazyExport(
    () => import('../routes/auth/email-confirmed'),
    'EmailConfirmedRoute',
  ),
};

/**
 * The sign-in screen at the current address: the whole of the visitor entry (visitor.tsx), and
 * what the member app shows at their paths (visitor-screens-in-app.tsx), so both draw the same
 * screens. Inside a VisitorNavigationContext.
 */
export function VisitorScreens() {
  const { pathname } = useVisitorLocation();
  const Screen = SCREENS[pathname.replace(/(.)\/+$/, '$1')];
  // Only the paths above are sent here (config/visitor-paths.ts); anything else is the server's.
  if (!Screen) throw new Error(`No sign-in screen at ${pathname}`);
  return (
    <LazyBoundary key={pathname} fallback={<PageSpinner label="Loading..." />}>
      <Screen />
      <FirstScreenProbe />
    </LazyBoundary>
  );
}
