// Field rules the journal shares with prayers and testimonies (docs/product/journal.md#limits). Internal to
// the package: not re-exported from the index.
import { z } from 'zod';
import { JOURNAL_CONTENT_MAX_LENGTH, JOURNAL_TITLE_MAX_LENGTH } from './journal-messages';

/** Trimmed; an empty optional text is stored as null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((text) => (text === '' ? null : text))
    .nullish();

export const requiredText = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(
      JOURNAL_CONTENT_MAX_LENGTH,
      `Please keep it under ${JOURNAL_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
    );

export const title = optionalText(JOURNAL_TITLE_MAX_LENGTH, 'Title');
export const answerDetails = optionalText(JOURNAL_CONTENT_MAX_LENGTH, 'Answer details');

/** A required title (a topic's, a prayer's, a testimony's), with `message` when missing. */
export const requiredTitle = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(JOURNAL_TITLE_MAX_LENGTH, `Title must be ${JOURNAL_TITLE_MAX_LENGTH} characters or fewer`);
