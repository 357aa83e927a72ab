import {
  chapterParamsSchema,
  FALLBACK_TRANSLATION,
  isBundledTranslation,
  passageQuerySchema,
  type ResponseOf,
  scriptureEndpoints,
  scriptureSearchQuerySchema,
  TRANSLATION_UNAVAILABLE_CODE,
  TRANSLATION_UNAVAILABLE_STATUS,
  type TranslationId,
  type TranslationUnavailableBody,
} from '@manna/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { contractRoutes, type Reply, reply } from '../../lib/contract-routes';
import { DomainError } from '../../lib/domain-errors';
import { ApiError } from '../../lib/errors';
import { sessionUser } from '../../lib/middlewares';
import { validate } from '../../lib/validation';
import { ScriptureServiceError } from './api-bible-client';
import { answerBundledChapter, answerPrepared } from './bundled-chapter-answer';
import type { PreparedChapter } from './bundled-library';
import type { ChapterResult, ScriptureService } from './scripture.service';
import { searchScripture } from './scripture-search';

export const scriptureRoutes = new Hono<AppEnv>();
const serve = contractRoutes(scriptureRoutes, '/api/scripture');

serve(scriptureEndpoints.translations, {}, async (c) => ({
  translations: c.var.deps.scripture.listTranslations(),
}));
serve(scriptureEndpoints.passage, { query: passageQuerySchema }, async (c, { query }) => {
  const { reference, translation } = query;
  const signedIn = (await sessionUser(c)) !== null;
  try {
    return await c.var.deps.scripture.getPassage(reference, translation, signedIn);
  } catch (error) {
    return answerFailure(c, translation, error);
  }
});
serve(scriptureEndpoints.search, { query: scriptureSearchQuerySchema }, async (c, { query }) =>
  searchScripture(c.var.deps.db, query),
);
// Not a contract route: a bundled chapter is answered as precompressed bytes (sendPrepared).
scriptureRoutes.get(
  '/:translation/:book/:chapter',
  validate('param', chapterParamsSchema),
  async (c) => {
    const { translation, book, chapter } = c.req.valid('param');
    const { scripture } = c.var.deps;
    if (isBundledTranslation(translation)) {
      const prepared = scripture.getBundledChapter(translation, book, chapter);
      if (!prepared) throw new DomainError('chapter_not_found');
      return sendPrepared(c, prepared);
    }
    const signedIn = (await sessionUser(c)) !== null;
    let result: ChapterResult;
    try {
      result = await scripture.getLicensedChapter(translation, book, chapter, signedIn);
    } catch (error) {
      const failure = answerFailure(c, translation, error);
      return c.json(failure.body, failure.status);
    }
    c.header('Cache-Control', 'private, no-cache');
    const answer: ResponseOf<typeof scriptureEndpoints.chapter> =
      result.kind === 'licensed'
        ? result.chapter
        : { ...result.prepared.chapter, fallback: result.fallback };
    return c.json(answer);
  },
);

/** Bundled chapters, for the Hono app (the production listener answers them before Hono). */
export function bundledChapterMiddleware(scripture: ScriptureService): MiddlewareHandler {
  return async (c, next) => {
    const answer = answerBundledChapter(
      scripture.getBundledChapter,
      c.req.path,
      c.req.header('if-none-match'),
      c.req.header('accept-encoding'),
    );
    if (!answer) return next();
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

function sendPrepared(c: Context<AppEnv>, prepared: PreparedChapter) {
  const answer = answerPrepared(
    prepared,
    c.req.header('if-none-match'),
    c.req.header('accept-encoding'),
  );
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * Maps the service's failures to the API's answers (docs/product/scripture.md#error-messages). A
 * provider failure other than a rate limit is a 503 saying which bundled translation can be read
 * instead, with Retry-After while calls to API.Bible are paused.
 */
function answerFailure(
  c: Context<AppEnv>,
  translation: TranslationId,
  error: unknown,
): Reply<TranslationUnavailableBody> {
  // Domain errors (a bad reference, a missing chapter, a sign-in needed) go to the error handler.
  if (!(error instanceof ScriptureServiceError)) throw error;
  if (error.isRateLimited) throw new ApiError(429, error.message);
  if (error.retryAfterMs !== undefined) {
    c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
  }
  return reply(TRANSLATION_UNAVAILABLE_STATUS, {
    error: error.message,
    code: TRANSLATION_UNAVAILABLE_CODE,
    translation_id: translation,
    fallback_translation_id: FALLBACK_TRANSLATION,
  });
}
