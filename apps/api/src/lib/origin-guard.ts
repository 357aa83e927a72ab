import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { untrustedOriginMessage } from './trusted-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const MISSING_ORIGIN_MESSAGE =
  'Manna could not tell which page sent this request, so it refused it to keep your account safe. Please reload the page and try again.';

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery (docs/security.md#cross-site-requests): a request that changes
 * something must come from one of our own pages. Browsers name the page in Origin on every such
 * request (Referer stands in where an old one does not); a request carrying a member's cookie
 * must name one. Without a cookie there is no member to act for, so API clients that send no
 * Origin (scripts, the native wrapper's bridge) still work.
 */
export const originGuard = (trustedOrigins: readonly string[]) => {
  const trusted = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? originOfReferer(c.req.header('referer'));
    if (origin === undefined) {
      const fetchSite = c.req.header('sec-fetch-site');
      const crossSite =
        fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if (crossSite || c.req.header('cookie')) throw new ApiError(403, MISSING_ORIGIN_MESSAGE);
      return next();
    }
    if (!trusted.has(origin)) throw new ApiError(403, untrustedOriginMessage(origin));
    return next();
  });
};
