import {
  CHAPTER_NOT_FOUND,
  FALLBACK_TRANSLATION,
  InvalidReferenceError,
  isBundledTranslation,
  TRANSLATION_UNAVAILABLE_CODE,
  TRANSLATION_UNAVAILABLE_STATUS,
  type TranslationId,
  type TranslationUnavailableBody,
  translationIdOrDefault,
} from '@manna/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { NOT_AUTHENTICATED_MESSAGE, sessionUser } from '../../lib/middlewares';
import { validate } from '../../lib/validation';
import { ScriptureServiceError } from './api-bible-client';
import { answerBundledChapter, answerPrepared } from './bundled-chapter-answer';
import type { PreparedChapter } from './bundled-library';
import {
  ChapterNotFoundError,
  type ChapterResult,
  type ScriptureService,
  SignInRequiredError,
} from './scripture.service';

const translationParam = z.string().transform(translationIdOrDefault);

const chapterParams = z.object({
  translation: translationParam,
  book: z
    .string()
    .regex(/^[1-3]?[A-Za-z]{2,3}$/, 'Unknown book')
    .transform((book) => book.toUpperCase()),
  chapter: z.coerce.number({ message: 'Chapter must be a number' }).int().min(1, CHAPTER_NOT_FOUND),
});

const passageQuery = z.object({
  reference: z.string().trim().min(1, 'Please enter a reference such as John 3:16'),
  translation: translationParam.default('kjv' satisfies TranslationId),
});

export const scriptureRoutes = new Hono<AppEnv>()
  .get('/translations', (c) => c.json({ translations: c.var.deps.scripture.listTranslations() }))
  .get('/passage', validate('query', passageQuery), async (c) => {
    const { reference, translation } = c.req.valid('query');
    const signedIn = (await sessionUser(c)) !== null;
    try {
      return c.json(await c.var.deps.scripture.getPassage(reference, translation, signedIn));
    } catch (error) {
      return answerFailure(c, translation, error);
    }
  })
  .get('/:translation/:book/:chapter', validate('param', chapterParams), async (c) => {
    const { translation, book, chapter } = c.req.valid('param');
    const { scripture } = c.var.deps;
    if (isBundledTranslation(translation)) {
      const prepared = scripture.getBundledChapter(translation, book, chapter);
      if (!prepared) throw new ApiError(404, CHAPTER_NOT_FOUND);
      return sendPrepared(c, prepared);
    }
    const signedIn = (await sessionUser(c)) !== null;
    let result: ChapterResult;
    try {
      result = await scripture.getLicensedChapter(translation, book, chapter, signedIn);
    } catch (error) {
      return answerFailure(c, translation, error);
    }
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      result.kind === 'licensed'
        ? result.chapter
        : { ...result.prepared.chapter, fallback: result.fallback },
    );
  });

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
function answerFailure(c: Context<AppEnv>, translation: TranslationId, error: unknown): Response {
  if (error instanceof InvalidReferenceError) throw new ApiError(400, error.message);
  if (error instanceof ChapterNotFoundError) throw new ApiError(404, error.message);
  if (error instanceof SignInRequiredError) throw new ApiError(401, NOT_AUTHENTICATED_MESSAGE);
  if (!(error instanceof ScriptureServiceError)) throw error;
  if (error.isRateLimited) throw new ApiError(429, error.message);
  if (error.retryAfterMs !== undefined) {
    c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
  }
  return c.json(
    {
      error: error.message,
      code: TRANSLATION_UNAVAILABLE_CODE,
      translation_id: translation,
      fallback_translation_id: FALLBACK_TRANSLATION,
    } satisfies TranslationUnavailableBody,
    TRANSLATION_UNAVAILABLE_STATUS,
  );
}
