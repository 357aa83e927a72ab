// zod schemas of the scripture API's input: shared by the routes and the contract.
import { z } from 'zod';
import { CHAPTER_NOT_FOUND } from './messages';
import { type TranslationId, translationIdOrDefault } from './translations';

/** An unknown translation reads as the default one. */
const translationParam = z.string().transform(translationIdOrDefault);

/** `:translation/:book/:chapter` of a chapter. */
export const chapterParamsSchema = z.object({
  translation: translationParam,
  book: z
    .string()
    .regex(/^[1-3]?[A-Za-z]{2,3}$/, 'Unknown book')
    .transform((book) => book.toUpperCase()),
  chapter: z.coerce.number({ message: 'Chapter must be a number' }).int().min(1, CHAPTER_NOT_FOUND),
});

/** GET /api/scripture/passage?reference=&translation= */
export const passageQuerySchema = z.object({
  reference: z.string().trim().min(1, 'Please enter a reference such as John 3:16'),
  translation: translationParam.default('kjv' satisfies TranslationId),
});
