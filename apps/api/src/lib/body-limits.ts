import { IMPORT_TOO_LARGE, VOICE_MEMO_MAX_BYTES, VOICE_MEMO_TOO_LARGE } from '@manna/shared';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono/types';
import { ApiError } from './errors';

const KB = 1024;
const MB = 1024 * KB;

/** What most requests carry: a few fields, an e-mail, a password, a reference. */
export const DEFAULT_BODY_LIMIT = 16 * KB;
/**
 * Notes, journal entries, prayers and testimonies hold up to 20,000 characters: up to four bytes
 * each in UTF-8, with room for JSON escapes.
 */
export const LONG_TEXT_BODY_LIMIT = 128 * KB;

/** Stripe's events are a few KB; room for large subscriptions and metadata. */
const STRIPE_WEBHOOK_BODY_LIMIT = 256 * KB;

/**
 * docs/product/your-data.md#importing: an export of 200 voice memos of a few minutes each (about
 * 5 MB at the recorder's bit rate) and 10,000 entries. The upload streams to a temporary file, so
 * the server's memory does not grow with it; the import refuses it past this.
 */
export const IMPORT_ARCHIVE_MAX_BYTES = 1024 * MB;

/** Room for the multipart boundaries, part headers and the duration field around a memo's audio. */
const FORM_OVERHEAD_BYTES = 64 * KB;

/**
 * docs/security.md#input: how large a body each part of the API takes, longest prefix first;
 * everything else gets DEFAULT_BODY_LIMIT. They apply before any middleware or route reads a
 * body, so nothing is ever buffered past its limit.
 */
export const BODY_LIMITS: readonly { prefix: string; maxBytes: number; message?: string }[] = [
  {
    prefix: '/api/voice-memos',
    maxBytes: VOICE_MEMO_MAX_BYTES + FORM_OVERHEAD_BYTES,
    message: VOICE_MEMO_TOO_LARGE,
  },
  {
    prefix: '/api/account-data/import',
    maxBytes: IMPORT_ARCHIVE_MAX_BYTES,
    message: IMPORT_TOO_LARGE,
  },
  { prefix: '/api/journal', maxBytes: LONG_TEXT_BODY_LIMIT },
  { prefix: '/api/study-notes', maxBytes: LONG_TEXT_BODY_LIMIT },
  { prefix: '/api/prayers', maxBytes: LONG_TEXT_BODY_LIMIT },
  { prefix: '/api/testimonies', maxBytes: LONG_TEXT_BODY_LIMIT },
  // A reminder is a title of 100 characters and a message of 300 (docs/product/reminders.md#limits).
  { prefix: '/api/reminders', maxBytes: 4 * KB },
  // A support message is up to 4,000 characters (docs/product/support.md#messages).
  { prefix: '/api/support', maxBytes: 32 * KB },
  { prefix: '/api/admin', maxBytes: LONG_TEXT_BODY_LIMIT },
  // Stripe's events carry whole objects (a session, a subscription with its items).
  { prefix: '/api/purchases/stripe/webhook', maxBytes: STRIPE_WEBHOOK_BODY_LIMIT },
  // A store purchase is four short fields; the token ledger and checkouts take no body at all.
  { prefix: '/api/wrapper', maxBytes: 4 * KB },
  { prefix: '/api/purchases', maxBytes: 4 * KB },
  { prefix: '/api/subscription', maxBytes: 4 * KB },
  { prefix: '/api/plan-access', maxBytes: 4 * KB },
  // A device's push subscription: an endpoint URL (at most 2,048 characters) and two keys.
  { prefix: '/api/push', maxBytes: 4 * KB },
];

export const bodyTooLargeMessage = (maxBytes: number) =>
  `That is more than Manna can take in one request (at most ${Math.round(maxBytes / KB)} KB here). Please shorten it and try again.`;

function limitTo(maxBytes: number, message = bodyTooLargeMessage(maxBytes)): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, message);
    },
  });
}

/**
 * Refuses an oversized body from its Content-Length, or while it streams in without one, before
 * it is buffered: four anonymous 100 MB posts once took the server from 577 MB to 1.4 GB.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const fallback = limitTo(DEFAULT_BODY_LIMIT);
  const limits = BODY_LIMITS.map(({ prefix, maxBytes, message }) => ({
    prefix,
    limit: limitTo(maxBytes, message),
  }));
  return createMiddleware(async (c, next) => {
    const rule = limits.find(({ prefix }) => c.req.path.startsWith(prefix));
    return (rule?.limit ?? fallback)(c, next);
  });
}
