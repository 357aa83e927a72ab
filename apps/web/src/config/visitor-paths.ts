import { paths } from './paths.ts';

/**
 * The sign-in screens, which a visitor meets first: the server answers them with visitor.html,
 * whose entry draws them without the member app's router and query client
 * (docs/decisions/015-visitor-entry.md). The member app shows the same screens when it navigates
 * to one (or opens one offline, from the service worker's app shell).
 */
export const VISITOR_ENTRY_PATHS: readonly string[] = [
  paths.auth.login.path,
  paths.auth.twoFactor.path,
  paths.auth.register.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.emailConfirmed.path,
];

export function isVisitorEntryPath(pathname: string): boolean {
  return VISITOR_ENTRY_PATHS.includes(pathname.replace(/(.)\/+$/, '$1'));
}
