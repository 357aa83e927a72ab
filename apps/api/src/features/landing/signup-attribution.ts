import { isLandingVariant, type LandingVariant } from '@manna/shared';

/**
 * docs/decisions/010-landing-pages.md: the landing page a visitor came from rides in a
 * first-party cookie sent to the auth endpoints only (landing.routes.ts sets it), so every way
 * of signing up records it without the sign-up form carrying it.
 */
export const SIGNUP_VARIANT_COOKIE = 'manna_signup_from';

interface CookieReader {
  getCookie(name: string): string | null;
}

/**
 * A new account's data with the landing page its sign-up came from, if the cookie names one
 * of ours; any other value is dropped, never stored.
 */
export function withSignupVariant<T extends object>(
  user: T,
  ctx: CookieReader | null | undefined,
): { data: T & { signupVariant: LandingVariant | null } } {
  const value = ctx?.getCookie(SIGNUP_VARIANT_COOKIE);
  return { data: { ...user, signupVariant: isLandingVariant(value) ? value : null } };
}
