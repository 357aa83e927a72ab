import { paths } from '@/config/paths';

const AUTH_PATHS: readonly string[] = [
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.twoFactor.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
];

/**
 * /login?return=<URL-encoded original path and query>
 * (docs/product/accounts-and-shell.md#who-is-signed-in).
 */
export function buildLoginRedirect(pathname: string, search: string): string {
  return paths.auth.login.getHref(`${pathname}${search}`);
}

// Backslashes and control characters let browsers reinterpret a path as another host.
function hasUnsafeCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Accepts only a same-site path that starts with a single '/', so a crafted link cannot bounce a
 * member to another site after sign-in. Auth screens are refused too: returning to /login after
 * signing in would loop.
 */
export function parseReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (hasUnsafeCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://manna.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://manna.invalid') return null;
  const normalizedPath = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.some((path) => normalizedPath === path || normalizedPath.startsWith(`${path}/`))) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export function resolveReturnPath(value: string | null | undefined): string {
  return parseReturnPath(value) ?? paths.app.home.getHref();
}
