import { readFileSync } from 'node:fs';
import { isLandingVariant, LANDING_VARIANTS } from '@manna/shared';
import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AUTH_BASE_PATH } from '../../auth';
import type { AppEnv } from '../../lib/context';
import { sessionUser } from '../../lib/middlewares';
import { landingCatalogue } from './landing-content';
import {
  REGISTER_PATH,
  renderLandingPage,
  renderWelcomePage,
  SIGNUP_FROM_PARAMETER,
} from './landing-page';
import { SIGNUP_VARIANT_COOKIE } from './signup-attribution';

const ATTRIBUTION_SECONDS = 30 * 24 * 60 * 60;
// better-auth's session cookie, with or without the __Secure- prefix it takes over https.
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/**
 * On /register?from=<variant> (a landing page's call to action): remembers the variant for the
 * sign-up, then lets the web app answer. Anything but one of the five names is ignored.
 */
const rememberSignupVariant = createMiddleware<AppEnv>(async (c, next) => {
  const from = c.req.query(SIGNUP_FROM_PARAMETER);
  if (isLandingVariant(from)) {
    setCookie(c, SIGNUP_VARIANT_COOKIE, from, {
      path: AUTH_BASE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.deps.env.APP_ORIGIN.startsWith('https:'),
      maxAge: ATTRIBUTION_SECONDS,
    });
  }
  await next();
});

function staticPage(c: Context<AppEnv>, html: string) {
  // Revalidated like index.html, so a deploy's new copy shows at once.
  c.header('Cache-Control', 'no-cache');
  return c.html(html);
}

/**
 * docs/decisions/010-landing-pages.md: '/' and the landing pages are HTML made here, with no
 * script, ahead of the web app; '/' is the web app only for a signed-in member.
 */
export function mountLandingPages(app: Hono<AppEnv>, indexHtml: string) {
  const origin = (c: Context<AppEnv>) => c.var.deps.env.APP_ORIGIN;
  // Whether API.Bible is configured is fixed for the process, so the pages can be kept.
  const catalogue = (c: Context<AppEnv>) =>
    landingCatalogue({
      licensedTranslations: c.var.deps.scripture.providerStatus().configured,
    });
  const pages = new Map<string, string>();
  const cached = (key: string, render: () => string) => {
    const html = pages.get(key) ?? render();
    pages.set(key, html);
    return html;
  };

  app.get('/', async (c) => {
    c.header('Vary', 'Cookie');
    // Only a request with a session cookie costs a session lookup; a stale one gets the welcome.
    if (SESSION_COOKIE.test(c.req.header('cookie') ?? '') && (await sessionUser(c))) {
      return staticPage(c, readFileSync(indexHtml, 'utf8'));
    }
    return staticPage(
      c,
      cached('/', () => renderWelcomePage(origin(c), catalogue(c))),
    );
  });
  for (const variant of LANDING_VARIANTS) {
    app.get(`/${variant}`, (c) =>
      staticPage(
        c,
        cached(variant, () => renderLandingPage(variant, origin(c), catalogue(c))),
      ),
    );
  }
  app.use(REGISTER_PATH, rememberSignupVariant);
}
