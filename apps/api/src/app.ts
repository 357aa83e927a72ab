import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { accountDataRoutes } from './features/account-data/account-data.routes';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { bookmarkRoutes } from './features/bookmarks/bookmarks.routes';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { diagnosticsRoutes } from './features/diagnostics/diagnostics.routes';
import { journalRoutes } from './features/journal/journal.routes';
import { mountLandingPages } from './features/landing/landing.routes';
import { meRoutes } from './features/me/me.routes';
import { personalSearchRoutes } from './features/personal-search/personal-search.routes';
import { prayerRoutes } from './features/prayers/prayers.routes';
import { stripeWebhookRoutes, wrapperRoutes } from './features/purchases/provider.routes';
import {
  paymentEventRoutes,
  planAccessRoutes,
  purchaseRoutes,
  subscriptionRoutes,
  tokenRoutes,
} from './features/purchases/purchases.routes';
import { readingRoutes } from './features/reading/reading.routes';
import { pushRoutes } from './features/reminders/push-subscriptions.routes';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { bundledChapterMiddleware, scriptureRoutes } from './features/scripture/scripture.routes';
import { studyNoteRoutes } from './features/study-notes/study-notes.routes';
import { supportRoutes } from './features/support/support.routes';
import { testimonyRoutes } from './features/testimonies/testimonies.routes';
import { voiceMemoRoutes } from './features/voice-memos/voice-memos.routes';
import { apiBodyLimit } from './lib/body-limits';
import type { AppDependencies, AppEnv } from './lib/context';
import { ApiError, errorHandler } from './lib/errors';
import { loadSession, noStoreByDefault, provideDependencies } from './lib/middlewares';
import { originGuard } from './lib/origin-guard';
import { inlineScriptHashes, securityHeaders } from './lib/security-headers';
import { trustedOriginsFor } from './lib/trusted-origins';
import { rejectNullCharacters } from './lib/validation';

export interface CreateAppOptions {
  /** The built web app (apps/web/dist); when given, the API also serves the SPA. */
  webRoot?: string;
}

export function createApp(deps: AppDependencies, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.logger));
  // Ahead of every middleware: the hottest route needs none of them.
  app.use('/api/scripture/*', bundledChapterMiddleware(deps.scripture));
  const indexHtml = options.webRoot ? webIndexHtml(options.webRoot) : undefined;
  app.use(
    securityHeaders({
      https: deps.env.APP_ORIGIN.startsWith('https:'),
      scriptHashes: indexHtml ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
    }),
  );
  app.use(provideDependencies(deps));
  // docs/security.md: in this order, the cheapest refusal first.
  app.use('/api/*', noStoreByDefault, originGuard(trustedOriginsFor(deps.env)), apiBodyLimit());
  app.use(compress());

  // better-auth reads the raw body itself, and checks it in its own hook (features/auth).
  app.route('/api/auth', authRoutes);
  // Stripe and the wrapper's backend sign the raw body, which must reach them untouched.
  app.route('/api/purchases/stripe', stripeWebhookRoutes);
  app.route('/api/wrapper', wrapperRoutes);
  app.use('/api/*', rejectNullCharacters);

  const api = new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true }))
    // Public and hot: it looks the session up itself, only when a translation needs one.
    .route('/scripture', scriptureRoutes)
    .use(loadSession)
    .route('/me', meRoutes)
    .route('/account-data', accountDataRoutes)
    .route('/me', accountDeletionRoutes)
    .route('/reading', readingRoutes)
    .route('/journal', journalRoutes)
    .route('/study-notes', studyNoteRoutes)
    .route('/bookmarks', bookmarkRoutes)
    .route('/prayers', prayerRoutes)
    .route('/testimonies', testimonyRoutes)
    .route('/search', personalSearchRoutes)
    .route('/reminders', reminderRoutes)
    .route('/support', supportRoutes)
    .route('/voice-memos', voiceMemoRoutes)
    .route('/purchases', purchaseRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/plan-access', planAccessRoutes)
    .route('/tokens', tokenRoutes)
    .route('/push', pushRoutes)
    .route('/client-errors', clientErrorRoutes)
    .route('/diagnostics', diagnosticsRoutes)
    .route('/admin/payment-events', paymentEventRoutes)
    .route('/admin', adminRoutes)
    .route('/dev/mailbox', devMailboxRoutes);

  app.route('/api', api);
  app.all('/api/*', () => {
    throw new ApiError(404, 'Not found');
  });

  if (options.webRoot && indexHtml) mountWebApp(app, options.webRoot, indexHtml);
  return app;
}

function webIndexHtml(webRoot: string): string {
  const indexHtml = path.join(webRoot, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The web app is not built: ${indexHtml} is missing (run npm run build).`);
  }
  return indexHtml;
}

function mountWebApp(app: Hono<AppEnv>, webRoot: string, indexHtml: string) {
  // Ahead of the static files: '/' would otherwise be index.html (docs/decisions/010-landing-pages.md).
  mountLandingPages(app, indexHtml);
  // Vite fingerprints everything under /assets, so those files never change. The build gzips
  // its scripts and styles once, at the highest effort (apps/web/vite.config.ts): they go out as
  // those files, and compress() leaves an answer that is encoded already alone.
  app.use(
    '/assets/*',
    cacheFoundFile('public, max-age=31536000, immutable'),
    serveStatic({ root: webRoot, precompressed: true }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // A page names the build's files: a browser asks again each time, so a new build is seen.
  app.use(
    '*',
    cacheFoundFile(
      'no-cache',
      (c) => c.res.headers.get('Content-Type')?.startsWith('text/html') === true,
    ),
  );
  mountVisitorEntry(app, webRoot);
  app.use('*', serveStatic({ root: webRoot }));
  // Every other path is a client-side route: the SPA decides (and shows 'Page not found').
  app.get('*', serveStatic({ path: indexHtml }));
}

/**
 * Sets Cache-Control on a file the handlers after it found. Not serveStatic's onFound: it runs
 * once the answer is made, and a header set there never reaches the browser.
 */
function cacheFoundFile(
  cacheControl: string,
  applies: (c: Context) => boolean = () => true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.ok && applies(c)) c.header('Cache-Control', cacheControl);
  };
}

/**
 * The sign-in screens' own page, visitor.html, at their paths (the build lists them in
 * visitor-paths.json): a first load there skips the member app's router and query client
 * (docs/decisions/015-visitor-entry.md). Its inline script is index.html's, so the same hash lets
 * it run.
 */
function mountVisitorEntry(app: Hono<AppEnv>, webRoot: string) {
  const pathList = path.join(webRoot, 'visitor-paths.json');
  if (!existsSync(pathList)) return;
  const visitorHtml = path.join(webRoot, 'visitor.html');
  for (const visitorPath of z.array(z.string()).parse(JSON.parse(readFileSync(pathList, 'utf8')))) {
    app.get(visitorPath, serveStatic({ path: visitorHtml }));
  }
}
