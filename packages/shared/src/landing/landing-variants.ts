/**
 * The public landing pages (docs/product/welcome-and-landing.md#landing-pages): each name is
 * also its path, and the value stored as `users.signupVariant` for a visitor who signed up from it.
 */
export const LANDING_VARIANTS = [
  'landing',
  'landingv2',
  'landingv3',
  'landingv4',
  'landingv5',
] as const;

export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export function isLandingVariant(value: unknown): value is LandingVariant {
  return LANDING_VARIANTS.some((variant) => variant === value);
}

/** Sign-ups from one landing page in the admin overview's window. */
export interface VariantSignups {
  variant: LandingVariant;
  signups: number;
}
