import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bookmarksEndpoints,
  commerceSettingsForm,
  DEFAULT_COMMERCE_SETTINGS,
  DEFAULT_COMMUNITY_SETTINGS,
  journalEndpoints,
  prayersEndpoints,
  purchasesEndpoints,
  readingEndpoints,
  remindersEndpoints,
  studyNotesEndpoints,
  supportEndpoints,
  testimoniesEndpoints,
  voiceMemosEndpoints,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_BASE_PATH } from './auth';
import { users } from './db/schema';
import { AUTH_ENDPOINTS, REFUSED_AUTH_ENDPOINTS } from './features/auth/auth-endpoints';
import { voiceMemoSample } from './features/voice-memos/voice-memo-samples';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from './lib/body-limits';
import type { OwnedRecord } from './lib/route-access';
import { type InventoriedRoute, ROUTE_INVENTORY, type RouteKey, routeKey } from './route-inventory';
import { builtWebApp } from './testing/built-web-app';
import { answerOf, memberClient } from './testing/member-client';
import { TEST_PASSWORD, type TestMember, UNKNOWN_ID, useTestApp } from './testing/test-app';

/** One well-formed call of a route: what the walk sends, and what the bad-input sweep bends. */
interface RouteRequest {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  /** The whole path, for a route whose path ends in `*`. */
  path?: string;
  query?: Record<string, string>;
  json?: Record<string, unknown>;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
}

/** The record an owner route names, and what a route naming it by query sends. */
interface Fixture {
  id: string;
  query: Record<string, string>;
}

interface SampleContext {
  caller: TestMember;
  /** An owner route's record, made for the call. */
  record: Fixture;
  plan: { id: string; chapterId: string };
  /** A testimony waiting for review, someone else's. */
  pendingTestimony: () => Promise<string>;
  /** A fresh member for an admin to act on. */
  someMember: () => Promise<string>;
  /** Gives `member` a confirmed phone number (E.164) to sign in with, and answers it. */
  phoneNumberOf: (member: TestMember) => Promise<string>;
  /** Someone else's support conversation, with a message in it. */
  supportConversation: () => Promise<string>;
  /** A subscription of someone else's, paid through the test-mode checkout. */
  subscription: () => Promise<string>;
}

type Sample = (context: SampleContext) => RouteRequest | Promise<RouteRequest>;

const NOT_A_TOKEN = 'not-a-real-token';
/** A browser's subscription keys: a P-256 point and 16 random bytes, base64url. */
const PUSH_SAMPLE_P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PUSH_SAMPLE_AUTH = 'tBHItJI5svbpez7KI4CCXg';
const WRONG_PASSWORD = 'not-the-password-at-all';
const byId: Sample = ({ record }) => ({ params: { id: record.id } });
const nothing: Sample = () => ({});

/** A well-formed call of every route in the inventory: TypeScript insists on one per route. */
const SAMPLES: Record<RouteKey, Sample> = {
  'GET /api/health': nothing,
  'POST /api/auth/sign-up/email': () => ({
    json: {
      name: 'Phoebe of Cenchreae',
      email: `phoebe-${randomUUID()}@example.com`,
      password: TEST_PASSWORD,
    },
  }),
  'POST /api/auth/sign-in/email': ({ caller }) => ({
    json: { email: caller.email, password: caller.password },
  }),
  'POST /api/auth/phone-number/send-otp': () => ({ json: { phoneNumber: '+12025550123' } }),
  'POST /api/auth/phone-number/verify': () => ({
    json: {
      phoneNumber: '+12025550124',
      code: '123456',
      name: 'Phoebe of Cenchreae',
      password: TEST_PASSWORD,
    },
  }),
  'POST /api/auth/sign-in/phone-number': async ({ caller, phoneNumberOf }) => ({
    json: { phoneNumber: await phoneNumberOf(caller), password: caller.password },
  }),
  'POST /api/auth/phone-number/request-password-reset': async ({ caller, phoneNumberOf }) => ({
    json: { phoneNumber: await phoneNumberOf(caller) },
  }),
  'POST /api/auth/phone-number/reset-password': () => ({
    json: { phoneNumber: '+12025550125', otp: '123456', newPassword: 'a-brand-new-pass-phrase' },
  }),
  'GET /api/auth/get-session': nothing,
  'POST /api/auth/request-password-reset': ({ caller }) => ({
    json: { email: caller.email, redirectTo: '/reset-password' },
  }),
  'GET /api/auth/reset-password/:token': () => ({
    params: { token: NOT_A_TOKEN },
    query: { callbackURL: '/reset-password' },
  }),
  'POST /api/auth/reset-password': () => ({
    json: { token: NOT_A_TOKEN, newPassword: 'a-brand-new-pass-phrase' },
  }),
  'GET /api/auth/verify-email': () => ({
    query: { token: NOT_A_TOKEN, callbackURL: '/email-confirmed' },
  }),
  'POST /api/auth/send-verification-email': ({ caller }) => ({ json: { email: caller.email } }),
  'GET /api/auth/error': () => ({ query: { error: 'INVALID_TOKEN' } }),
  'POST /api/auth/two-factor/verify-totp': () => ({ json: { code: '123456' } }),
  'POST /api/auth/two-factor/verify-backup-code': () => ({ json: { code: 'abcde-fghij' } }),
  'POST /api/auth/sign-out': () => ({ json: {} }),
  'POST /api/auth/change-password': () => ({
    json: { currentPassword: WRONG_PASSWORD, newPassword: 'a-brand-new-pass-phrase' },
  }),
  'POST /api/auth/update-user': () => ({ json: { name: 'Phoebe of Cenchreae' } }),
  'POST /api/auth/two-factor/enable': () => ({ json: { password: WRONG_PASSWORD } }),
  'POST /api/auth/two-factor/disable': () => ({ json: { password: WRONG_PASSWORD } }),

  'GET /api/scripture/translations': nothing,
  'GET /api/scripture/passage': () => ({ query: { reference: 'John 3:16', translation: 'kjv' } }),
  'GET /api/scripture/search': () => ({ query: { q: 'only begotten Son', translation: 'kjv' } }),
  'GET /api/scripture/:translation/:book/:chapter': () => ({
    params: { translation: 'kjv', book: 'JHN', chapter: '3' },
  }),
  'GET /api/reading/plans': nothing,
  'GET /api/reading/plans/:planId/chapters': ({ plan }) => ({ params: { planId: plan.id } }),
  'GET /api/me': nothing,
  'PATCH /api/me': () => ({ json: { full_name: 'Phoebe of Cenchreae', time_zone: 'Europe/Rome' } }),
  'GET /api/me/reader-preferences': nothing,
  'PUT /api/me/reader-preferences': () => ({
    json: { translation: 'web', font_family: 'georgia', font_size: 18 },
  }),
  'GET /api/me/session-token': nothing,
  'DELETE /api/me': ({ caller }) => ({ json: { password: caller.password } }),
  'POST /api/me/deletion-code': nothing,
  'GET /api/diagnostics': nothing,
  'GET /api/me/notice': nothing,
  'GET /api/reading/plans/:planId/progress': ({ plan }) => ({ params: { planId: plan.id } }),
  'POST /api/reading/plans/:planId/start': ({ plan }) => ({ params: { planId: plan.id } }),
  'PUT /api/reading/plans/:planId/chapters/:chapterId/completion': ({ plan }) => ({
    params: { planId: plan.id, chapterId: plan.chapterId },
    json: { completed: true },
  }),
  'POST /api/reading/plans/:planId/catch-up': ({ plan }) => ({
    params: { planId: plan.id },
    json: { chapter_ids: [plan.chapterId] },
  }),
  'POST /api/reading/plans/:planId/schedule-adjustments': ({ plan }) => ({
    params: { planId: plan.id },
    json: { kind: 'spread', days: 2 },
  }),
  'DELETE /api/reading/schedule-adjustments/:id': byId,
  'GET /api/reading/streak': nothing,
  'GET /api/reading/activity': () => ({ query: { days: '30' } }),

  'GET /api/journal/entries': () => ({ query: { limit: '10', offset: '0' } }),
  'POST /api/journal/entries': () => ({
    json: { title: 'Morning', content: 'Thank you, Lord, for this day.', is_private: true },
  }),
  'GET /api/journal/entries/:id': byId,
  'PATCH /api/journal/entries/:id': ({ record }) => ({
    params: { id: record.id },
    json: { content: 'Thank you for the rain.', answered: true, answer_details: 'It rained.' },
  }),
  'DELETE /api/journal/entries/:id': byId,
  'GET /api/journal/items/:id': byId,
  'GET /api/journal/topics': () => ({ query: { status: 'active' } }),
  'POST /api/journal/topics': () => ({
    json: { title: 'My family', description: 'Health and peace', color: 'green', icon: 'heart' },
  }),
  'GET /api/journal/topics/:id': byId,
  'PATCH /api/journal/topics/:id': ({ record }) => ({
    params: { id: record.id },
    json: { title: 'My whole family', status: 'active' },
  }),
  'DELETE /api/journal/topics/:id': byId,
  'POST /api/journal/topics/:id/entries': ({ record }) => ({
    params: { id: record.id },
    json: { type: 'prayer', content: 'Keep them safe.', scripture_reference: 'Psalm 91:11' },
  }),
  'PATCH /api/journal/topic-entries/:id': ({ record }) => ({
    params: { id: record.id },
    json: { is_answered: true, answer_details: 'Home safely.' },
  }),
  'DELETE /api/journal/topic-entries/:id': byId,
  'GET /api/journal/achievements': nothing,
  'GET /api/journal/search': () => ({ query: { q: 'Lord', limit: '10' } }),
  'GET /api/search': () => ({ query: { q: 'Lord', kind: 'prayer', limit: '10' } }),

  'GET /api/study-notes': () => ({
    query: { search: 'love', book: 'John', translation: 'kjv', tags: 'faith', color: 'blue' },
  }),
  'GET /api/study-notes/summary': nothing,
  'GET /api/study-notes/chapter': () => ({ query: { book: 'John', chapter: '3' } }),
  'GET /api/study-notes/verse': () => ({
    query: { book: 'John', chapter: '3', verse: '16', translation: 'kjv' },
  }),
  'GET /api/study-notes/verse-counts': () => ({ query: { book: 'John', chapter: '3' } }),
  'GET /api/study-notes/export': () => ({ query: { format: 'md', book: 'John' } }),
  'GET /api/study-notes/:id': byId,
  'POST /api/study-notes': () => ({
    json: {
      book: 'John',
      chapter: 3,
      verse: 16,
      content: 'For God so loved the world.',
      tags: ['love'],
      color: 'green',
    },
  }),
  'PATCH /api/study-notes/:id': ({ record }) => ({
    params: { id: record.id },
    json: { title: 'Love', content: 'He gave his only Son.', tags: ['love', 'gift'] },
  }),
  'DELETE /api/study-notes/:id': byId,

  'GET /api/bookmarks': () => ({ query: { limit: '10', offset: '0' } }),
  'GET /api/bookmarks/chapter': () => ({
    query: { book: 'John', chapter: '3', translation: 'kjv' },
  }),
  'POST /api/bookmarks': () => ({
    json: {
      reference: 'Romans 8:28',
      text: 'All things work together for good.',
      translation: 'kjv',
    },
  }),
  'DELETE /api/bookmarks': ({ record }) => ({ query: record.query }),
  'DELETE /api/bookmarks/:id': byId,

  'GET /api/prayers': () => ({ query: { status: 'waiting', limit: '10' } }),
  'GET /api/prayers/recent': nothing,
  'GET /api/prayers/:id': byId,
  'POST /api/prayers': () => ({
    json: { title: 'Healing for Grandma', content: 'Restore her strength.' },
  }),
  'PATCH /api/prayers/:id': ({ record }) => ({
    params: { id: record.id },
    json: { is_answered: true, answer_details: 'She is walking again.' },
  }),
  'DELETE /api/prayers/:id': byId,
  'POST /api/prayers/:id/journal': byId,

  'GET /api/testimonies': () => ({ query: { limit: '10' } }),
  'GET /api/testimonies/mine': () => ({ query: { limit: '10' } }),
  'GET /api/testimonies/:id': byId,
  'POST /api/testimonies': () => ({
    json: { title: 'He provided', content: 'A job, the week the rent was due.' },
  }),
  'DELETE /api/testimonies/:id': byId,

  'GET /api/reminders': nothing,
  'POST /api/reminders': () => ({
    json: {
      title: 'Evening psalm',
      message: 'Read a psalm before bed.',
      time: '21:30',
      days_of_week: [0, 6],
    },
  }),
  'PATCH /api/reminders/:id': ({ record }) => ({
    params: { id: record.id },
    json: { enabled: false },
  }),
  'DELETE /api/reminders/:id': byId,

  'GET /api/support/conversation': nothing,
  'GET /api/support/messages': () => ({ query: { limit: '10' } }),
  'POST /api/support/messages': () => ({ json: { body: 'How do I change my reading plan?' } }),
  'POST /api/support/read': nothing,
  'GET /api/support/unread': nothing,
  'GET /api/support/events': nothing,

  'GET /api/account-data/summary': nothing,
  'GET /api/account-data/export': nothing,
  // An empty upload: a 400 naming what to choose (account-data.test.ts imports real archives).
  'POST /api/account-data/import': nothing,

  'POST /api/voice-memos': () => ({
    form: () => {
      const form = new FormData();
      form.set('audio', new Blob([voiceMemoSample('webm')], { type: 'audio/webm' }), 'memo.webm');
      form.set('duration_ms', '1500');
      return form;
    },
  }),
  'GET /api/voice-memos/:id': byId,
  'DELETE /api/voice-memos': ({ record }) => ({ query: record.query }),
  'DELETE /api/voice-memos/:id': byId,

  'GET /api/purchases/catalog': nothing,
  'POST /api/purchases/stripe/webhook': () => ({
    json: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } },
  }),
  'POST /api/wrapper/purchases': ({ caller }) => ({
    json: { transaction_id: 'txn_1', user_id: caller.id, product: 'tokens_10', platform: 'ios' },
  }),
  'POST /api/purchases/tokens': () => ({ json: { amount: 10 } }),
  'POST /api/purchases/subscription': () => ({ json: { plan: 'monthly' } }),
  'GET /api/purchases/checkouts/:id': byId,
  'POST /api/purchases/checkouts/:id/complete': byId,
  'POST /api/purchases/checkouts/:id/cancel': byId,
  'GET /api/subscription': nothing,
  'POST /api/subscription/portal': nothing,
  'POST /api/subscription/cancel': nothing,
  'POST /api/subscription/resume': nothing,
  'GET /api/plan-access': nothing,
  'POST /api/plan-access/:planId/unlock': ({ plan }) => ({ params: { planId: plan.id } }),
  'GET /api/tokens/ledger': () => ({ query: { limit: '10', offset: '0' } }),
  'GET /api/push/public-key': nothing,
  'POST /api/push/subscriptions': () => ({
    json: {
      endpoint: `https://push.example.com/send/${randomUUID()}`,
      keys: { p256dh: PUSH_SAMPLE_P256DH, auth: PUSH_SAMPLE_AUTH },
    },
  }),
  'DELETE /api/push/subscriptions': () => ({
    json: { endpoint: `https://push.example.com/send/${randomUUID()}` },
  }),

  'POST /api/client-errors': () => ({
    json: { message: 'Cannot read properties of undefined', context: 'home', path: '/home' },
  }),

  'GET /api/admin/overview': nothing,
  'GET /api/admin/audit-log': () => ({ query: { limit: '10', offset: '0' } }),
  'GET /api/admin/testimonies': () => ({ query: { status: 'pending', limit: '10' } }),
  'GET /api/admin/testimonies/counts': nothing,
  'GET /api/admin/testimonies/:id': async ({ pendingTestimony }) => ({
    params: { id: await pendingTestimony() },
  }),
  'POST /api/admin/testimonies/:id/review': async ({ pendingTestimony }) => ({
    params: { id: await pendingTestimony() },
    json: { status: 'approved', review_note: 'Thank you for sharing.' },
  }),
  'GET /api/admin/members': () => ({
    query: { q: 'lydia', role: 'user', banned: 'no', sort: 'name', limit: '10', offset: '0' },
  }),
  'GET /api/admin/members/:id': async ({ someMember }) => ({ params: { id: await someMember() } }),
  'GET /api/admin/members/:id/sign-ins': async ({ someMember }) => ({
    params: { id: await someMember() },
    query: { limit: '10', offset: '0' },
  }),
  'GET /api/admin/members/:id/audit-log': async ({ someMember }) => ({
    params: { id: await someMember() },
    query: { limit: '10', offset: '0' },
  }),
  'POST /api/admin/members/:id/role': async ({ someMember }) => ({
    params: { id: await someMember() },
    json: { role: 'user' },
  }),
  'POST /api/admin/members/:id/tokens': async ({ someMember }) => ({
    params: { id: await someMember() },
    json: { amount: 5, reason: 'Thank you for helping at the retreat' },
  }),
  'POST /api/admin/members/:id/ban': async ({ someMember }) => ({
    params: { id: await someMember() },
    json: { reason: 'Spam' },
  }),
  'POST /api/admin/members/:id/unban': async ({ someMember }) => ({
    params: { id: await someMember() },
  }),
  'POST /api/admin/members/:id/revoke-sessions': async ({ someMember }) => ({
    params: { id: await someMember() },
  }),
  'DELETE /api/admin/members/:id': async ({ someMember }) => ({
    params: { id: await someMember() },
  }),
  'GET /api/admin/payment-events': nothing,
  'GET /api/admin/settings': nothing,
  // Sign-up stays open: the other samples sign members up on the same server.
  'PUT /api/admin/settings': () => ({
    json: {
      commerce: commerceSettingsForm(DEFAULT_COMMERCE_SETTINGS),
      community: { ...DEFAULT_COMMUNITY_SETTINGS, notice: 'Retreat on Saturday' },
    },
  }),
  'GET /api/admin/payment-setup': nothing,
  'GET /api/admin/payment-setup/prices': nothing,
  'POST /api/admin/payment-setup/test-event': nothing,
  'GET /api/admin/subscriptions': () => ({
    query: { status: 'active', plan: 'monthly', provider: 'sandbox', q: 'ruth', limit: '10' },
  }),
  'GET /api/admin/subscriptions/:id': async ({ subscription }) => ({
    params: { id: await subscription() },
  }),
  'POST /api/admin/subscriptions/:id/cancel': async ({ subscription }) => ({
    params: { id: await subscription() },
  }),
  'POST /api/admin/subscriptions/:id/resume': async ({ subscription }) => ({
    params: { id: await subscription() },
  }),
  'GET /api/admin/support/conversations': () => ({ query: { filter: 'open', limit: '10' } }),
  'GET /api/admin/support/counts': nothing,
  'GET /api/admin/support/staff': nothing,
  'GET /api/admin/support/conversations/:id': async ({ supportConversation }) => ({
    params: { id: await supportConversation() },
  }),
  'GET /api/admin/support/conversations/:id/messages': async ({ supportConversation }) => ({
    params: { id: await supportConversation() },
    query: { limit: '10' },
  }),
  'POST /api/admin/support/conversations/:id/messages': async ({ supportConversation }) => ({
    params: { id: await supportConversation() },
    json: { body: 'Open the plan and choose Start over.' },
  }),
  'POST /api/admin/support/conversations/:id/read': async ({ supportConversation }) => ({
    params: { id: await supportConversation() },
  }),
  'POST /api/admin/support/conversations/:id/assign': async ({ supportConversation, caller }) => ({
    params: { id: await supportConversation() },
    json: { admin_id: caller.id },
  }),
  'POST /api/admin/support/conversations/:id/status': async ({ supportConversation }) => ({
    params: { id: await supportConversation() },
    json: { status: 'closed' },
  }),
  'GET /api/admin/support/events': nothing,
  'GET /api/dev/mailbox': nothing,

  'ALL /api/*': () => ({ path: '/api/no-such-thing' }),
  'GET /': nothing,
  'GET /landing': nothing,
  'GET /landingv2': nothing,
  'GET /landingv3': nothing,
  'GET /landingv4': nothing,
  'GET /landingv5': nothing,
  'GET /assets/*': () => ({ path: '/assets/no-such-file.js' }),
  'GET /*': () => ({ path: '/journal' }),
};

/** Strings that have broken servers: empty, NUL, long, right-to-left, combining, half a pair. */
const ODD_STRINGS = [
  '',
  '\u0000',
  'x'.repeat(5000),
  '🙏🏽 שָׁלוֹם مرحبا e\u0301\uFEFF',
  '\u202Eevil\u202C',
  '\uD800',
  "'; drop table users; --",
  '../../etc/passwd',
];
const WRONG_TYPES = [12345, -1, 1e308, 0.5, true, null, {}, [], ['a'], { nested: { deep: [1] } }];
/** Whole bodies that are not what any route takes. */
const ODD_BODIES: readonly { raw: string; contentType: string; what: string }[] = [
  { raw: '{"content": "unfinished', contentType: 'application/json', what: 'malformed JSON' },
  { raw: '', contentType: 'application/json', what: 'an empty body' },
  { raw: '[]', contentType: 'application/json', what: 'a list' },
  { raw: '"text"', contentType: 'application/json', what: 'a string' },
  { raw: 'null', contentType: 'application/json', what: 'null' },
  { raw: '42', contentType: 'application/json', what: 'a number' },
  {
    raw: `${'['.repeat(4000)}${']'.repeat(4000)}`,
    contentType: 'application/json',
    what: 'deep nesting',
  },
  { raw: '{"title": "x"}', contentType: 'text/plain', what: 'JSON sent as text' },
  {
    raw: '--x\r\nnot multipart',
    contentType: 'multipart/form-data; boundary=y',
    what: 'broken multipart',
  },
];

/**
 * Percent-encodes as a browser does, except that half a surrogate pair goes out as the invalid
 * UTF-8 bytes a careless client sends (a browser would send U+FFFD).
 */
function encodeUrlPart(value: string): string {
  return [...value]
    .map((character) =>
      /^[\uD800-\uDFFF]$/.test(character) ? '%ED%A0%80' : encodeURIComponent(character),
    )
    .join('');
}

/** The largest body a path takes (lib/body-limits.ts). */
/** A raw body; `announcedLength` is the Content-Length it claims. */
interface RawBody {
  raw: string;
  contentType: string;
  announcedLength?: number;
}
const ANNOUNCED_LENGTH_FROM = 64 * 1024 * 1024;

const bodyLimitOf = (apiPath: string) =>
  BODY_LIMITS.find(({ prefix }) => apiPath.startsWith(prefix))?.maxBytes ?? DEFAULT_BODY_LIMIT;

/** Every way the sweep bends a well-formed request, each with a name for the failure list. */
function* bentRequests(
  request: RouteRequest,
  takesBody: boolean,
): Generator<{ what: string; request: RouteRequest; body?: { raw: string; contentType: string } }> {
  for (const name of Object.keys(request.params ?? {})) {
    // An empty segment is another path, not this route's.
    for (const odd of [...ODD_STRINGS.filter(Boolean), 'not-an-id']) {
      yield {
        what: `:${name}=${JSON.stringify(odd).slice(0, 20)}`,
        request: { ...request, params: { ...request.params, [name]: odd } },
      };
    }
  }
  for (const name of Object.keys(request.query ?? {})) {
    for (const odd of ODD_STRINGS) {
      yield {
        what: `?${name}=${JSON.stringify(odd).slice(0, 20)}`,
        request: { ...request, query: { ...request.query, [name]: odd } },
      };
    }
  }
  if (request.query) {
    yield {
      what: 'an unknown query parameter',
      request: { ...request, query: { ...request.query, unexpected: 'x' } },
    };
  }
  if (!takesBody) return;
  for (const body of ODD_BODIES) yield { what: body.what, request, body };
  for (const name of Object.keys(request.json ?? {})) {
    for (const odd of [...ODD_STRINGS, ...WRONG_TYPES]) {
      yield {
        what: `${name}: ${JSON.stringify(odd).slice(0, 20)}`,
        request: { ...request, json: { ...request.json, [name]: odd } },
      };
    }
  }
  if (request.json) {
    yield {
      what: 'an unknown field',
      request: { ...request, json: { ...request.json, unexpected: 'x' } },
    };
  }
}

/**
 * A live stream (Server-Sent Events) never ends by itself: its answer is read up to its first
 * event, then the client goes away, as a closed tab does, and the rest is that first event.
 */
async function untilFirstEvent(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
  const reader = response.body?.getReader();
  if (!reader) return response;
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return new Response(text, { status: response.status, headers: response.headers });
}

/** A refusal names its reason as `error` (our routes) or `message` (better-auth's). */
const errorBodySchema = z.object({
  error: z.unknown().optional(),
  message: z.unknown().optional(),
});

const routeTitle = (route: InventoriedRoute) => routeKey(route);
const routesWith = (...access: InventoriedRoute['access'][]) =>
  ROUTE_INVENTORY.filter((route) => access.includes(route.access)).map(
    (route) => [routeTitle(route), route] as const,
  );

/**
 * better-auth's own routes may sign their caller out or change their password, and deleting the
 * account ends it: these are called by a member of their own.
 */
function spendsItsCaller(route: InventoriedRoute): boolean {
  return route.path.startsWith(AUTH_BASE_PATH) || routeTitle(route) === 'DELETE /api/me';
}

describe('route inventory', () => {
  const t = useTestApp({
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'manna-inventory-')) },
    webRoot: builtWebApp(),
  });
  let owner: TestMember;
  let stranger: TestMember;
  let admin: TestMember;
  let plan: SampleContext['plan'];
  let requestsSent = 0;

  beforeAll(async () => {
    [owner, stranger, admin] = await Promise.all([t.signUp(), t.signUp(), t.signUpAdmin()]);
    const visitor = memberClient(t);
    const { plans } = await visitor.read(readingEndpoints.plans);
    const planId = plans[0]?.id ?? '';
    const { chapters } = await visitor.read(readingEndpoints.planChapters, {
      params: { planId },
    });
    plan = { id: planId, chapterId: chapters[0]?.id ?? '' };
  });

  /** Each request from a device of its own, so that no auth rate limit decides the answer. */
  function nextClientAddress() {
    requestsSent += 1;
    return `10.200.${(requestsSent >> 8) & 255}.${requestsSent & 255}`;
  }

  let bookmarksMade = 0;
  let scheduleAdjustmentsMade = 0;
  const RECORD_MAKERS: Record<OwnedRecord, (member: TestMember) => Promise<Fixture>> = {
    'journal entry': async (member) => {
      const { entry } = await memberClient(t, member).read(journalEndpoints.createEntry, {
        body: { content: 'Psalm 23.' },
        status: 201,
      });
      return { id: entry.id, query: {} };
    },
    'journal topic': async (member) => {
      const { topic } = await memberClient(t, member).read(journalEndpoints.createTopic, {
        body: { title: 'Work' },
        status: 201,
      });
      return { id: topic.id, query: {} };
    },
    'topic entry': async (member) => {
      const { id: topicId } = await RECORD_MAKERS['journal topic'](member);
      const { entry } = await memberClient(t, member).read(journalEndpoints.createTopicEntry, {
        params: { id: topicId },
        body: { content: 'Wisdom for the meeting.' },
        status: 201,
      });
      return { id: entry.id, query: {} };
    },
    'study note': async (member) => {
      const { note } = await memberClient(t, member).read(studyNotesEndpoints.create, {
        body: { book: 'John', chapter: 1, content: 'In the beginning was the Word.' },
        status: 201,
      });
      return { id: note.id, query: {} };
    },
    bookmark: async (member) => {
      bookmarksMade += 1;
      const reference = `Psalm 119:${bookmarksMade}`;
      const { bookmark } = await memberClient(t, member).read(bookmarksEndpoints.create, {
        body: { reference, text: 'Blessed are the undefiled in the way.', translation: 'kjv' },
        status: 201,
      });
      return { id: bookmark.id, query: { reference, translation: 'kjv' } };
    },
    prayer: async (member) => {
      const { prayer } = await memberClient(t, member).read(prayersEndpoints.create, {
        body: { title: 'Peace', content: 'For the city.' },
        status: 201,
      });
      return { id: prayer.id, query: {} };
    },
    testimony: async (member) => {
      const { testimony } = await memberClient(t, member).read(testimoniesEndpoints.create, {
        body: { title: 'Healed', content: 'The fever broke that night.' },
        status: 201,
      });
      return { id: testimony.id, query: {} };
    },
    reminder: async (member) => {
      const { reminder } = await memberClient(t, member).read(remindersEndpoints.create, {
        body: { title: 'Morning', message: 'Read John.', time: '07:00', days_of_week: [1] },
        status: 201,
      });
      return { id: reminder.id, query: {} };
    },
    'schedule adjustment': async (member) => {
      // Reading ahead leaves the chapters before it missed (the first two are never read).
      scheduleAdjustmentsMade += 1;
      const client = memberClient(t, member);
      const { chapters } = await client.read(readingEndpoints.planChapters, {
        params: { planId: plan.id },
      });
      const ahead = chapters[2 + 10 * scheduleAdjustmentsMade]?.id ?? '';
      await client.read(readingEndpoints.completion, {
        params: { planId: plan.id, chapterId: ahead },
        body: { completed: true },
      });
      const { schedule } = await client.read(readingEndpoints.adjustSchedule, {
        params: { planId: plan.id },
        body: { kind: 'shift' },
        status: 201,
      });
      return { id: schedule.last_adjustment?.id ?? '', query: {} };
    },
    checkout: async (member) => {
      const { checkout } = await memberClient(t, member).read(
        purchasesEndpoints.startTokenCheckout,
        { body: { amount: 10 }, status: 201 },
      );
      return { id: checkout.id, query: {} };
    },
    'voice memo': async (member) => {
      const form = new FormData();
      form.set('audio', new Blob([voiceMemoSample('webm')], { type: 'audio/webm' }), 'memo.webm');
      const response = await t.request('/api/voice-memos', {
        method: 'POST',
        cookie: member.cookie,
        body: form,
      });
      const { memo } = await answerOf(voiceMemosEndpoints.upload, response, 201);
      return { id: memo.id, query: { url: memo.url } };
    },
  };

  /** A new subscription of `member`'s, paid through the test-mode checkout. */
  async function subscriptionOf(member: TestMember): Promise<string> {
    const client = memberClient(t, member);
    const { checkout } = await client.read(purchasesEndpoints.startSubscriptionCheckout, {
      body: { plan: 'monthly' },
      status: 201,
    });
    await client.read(purchasesEndpoints.completeTestCheckout, { params: { id: checkout.id } });
    const { subscription } = await client.read(purchasesEndpoints.subscription);
    return subscription?.id ?? '';
  }

  /** The record an owner route names, owned by `member`; a placeholder for other routes. */
  async function fixtureFor(route: InventoriedRoute, member: TestMember): Promise<Fixture> {
    if (route.access !== 'owner') return { id: UNKNOWN_ID, query: {} };
    return RECORD_MAKERS[route.record](member);
  }

  let phoneNumbersGiven = 0;
  async function sampleOf(route: InventoriedRoute, caller: TestMember, record: Fixture) {
    return SAMPLES[routeKey(route)]({
      caller,
      record,
      plan,
      pendingTestimony: async () => (await RECORD_MAKERS.testimony(owner)).id,
      someMember: async () => (await t.signUp()).id,
      phoneNumberOf: async (member) => {
        const [row] = await t.db
          .select({ phoneNumber: users.phoneNumber })
          .from(users)
          .where(eq(users.id, member.id));
        if (row?.phoneNumber) return row.phoneNumber;
        phoneNumbersGiven += 1;
        const phoneNumber = `+1202555${String(100 + phoneNumbersGiven).padStart(4, '0')}`;
        await t.db
          .update(users)
          .set({ phoneNumber, phoneNumberVerified: true })
          .where(eq(users.id, member.id));
        return phoneNumber;
      },
      supportConversation: async () =>
        (
          await memberClient(t, owner).read(supportEndpoints.send, {
            body: { body: 'Where are my bookmarks?' },
            status: 201,
          })
        ).message.conversation_id,
      subscription: () => subscriptionOf(owner),
    });
  }

  function urlOf(route: InventoriedRoute, request: RouteRequest): string {
    const pathname =
      request.path ??
      route.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = request.params?.[name];
        if (value === undefined) throw new Error(`${routeTitle(route)}: no value for :${name}`);
        return encodeUrlPart(value);
      });
    const query = Object.entries(request.query ?? {})
      .map(([name, value]) => `${encodeUrlPart(name)}=${encodeUrlPart(value)}`)
      .join('&');
    return query ? `${pathname}?${query}` : pathname;
  }

  async function send(
    route: InventoriedRoute,
    request: RouteRequest,
    caller: TestMember | null,
    body?: RawBody,
  ) {
    return untilFirstEvent(await sendRequest(route, request, caller, body));
  }

  function sendRequest(
    route: InventoriedRoute,
    request: RouteRequest,
    caller: TestMember | null,
    body?: RawBody,
  ) {
    const method = route.method === 'ALL' ? 'POST' : route.method;
    const init = {
      method,
      clientAddress: nextClientAddress(),
      ...(caller && { cookie: caller.cookie }),
    };
    const url = urlOf(route, request);
    if (body) {
      return t.request(url, {
        ...init,
        body: body.raw,
        headers: {
          'content-type': body.contentType,
          ...(body.announcedLength && { 'content-length': String(body.announcedLength) }),
        },
      });
    }
    if (request.form) return t.request(url, { ...init, body: request.form() });
    return t.request(url, { ...init, ...(request.json && { json: request.json }) });
  }

  describe('completeness', () => {
    it('lists every route the server answers, once each, and nothing it does not', () => {
      const listed = ROUTE_INVENTORY.map(routeKey);
      expect(listed.filter((key, index) => listed.indexOf(key) !== index)).toEqual([]);
      // Middleware registered with use() is not a route; everything else the router holds is.
      const served = new Set(
        inspectRoutes(t.app)
          .filter((route) => route.method !== 'ALL' || !route.isMiddleware)
          .map(routeKey),
      );
      expect([...served].sort()).toEqual([...listed].sort());
    });

    it('accounts for every endpoint better-auth offers: served, or refused with a reason', () => {
      const offered = Object.values(t.auth.api).flatMap((endpoint) =>
        'path' in endpoint && typeof endpoint.path === 'string' ? [endpoint.path] : [],
      );
      const accounted = [
        ...AUTH_ENDPOINTS.map((endpoint) => endpoint.path.slice(AUTH_BASE_PATH.length)),
        ...REFUSED_AUTH_ENDPOINTS.map((endpoint) => endpoint.path),
      ];
      expect(accounted.filter((key, index) => accounted.indexOf(key) !== index)).toEqual([]);
      expect([...new Set(offered)].sort()).toEqual([...accounted].sort());
    });

    it.each(REFUSED_AUTH_ENDPOINTS.map((endpoint) => [endpoint.path, endpoint.why]))(
      'refuses better-auth’s %s with 404, even to an admin (%s)',
      async (endpointPath) => {
        const url = `${AUTH_BASE_PATH}${endpointPath.replace(/:\w+/g, 'x')}`;
        for (const method of ['GET', 'POST']) {
          const response = await t.request(url, {
            method,
            cookie: admin.cookie,
            clientAddress: nextClientAddress(),
            ...(method === 'POST' && { json: { userId: stranger.id } }),
          });
          expect(response.status, `${method} ${url}`).toBe(404);
        }
      },
    );
  });

  describe('access', () => {
    it.each(routesWith('member', 'owner', 'admin'))(
      '%s answers a visitor with 401',
      async (_, route) => {
        const record = await fixtureFor(route, owner);
        const response = await send(route, await sampleOf(route, owner, record), null);
        expect(response.status).toBe(401);
      },
    );

    it.each(routesWith('owner'))(
      '%s answers another member with 404, and its owner',
      async (_, route) => {
        const record = await fixtureFor(route, owner);
        const request = await sampleOf(route, owner, record);
        const refused = await send(route, request, stranger);
        expect(refused.status).toBe(404);
        // The record is there, and still its owner's: the 404 was about who asked.
        const answered = await send(route, await sampleOf(route, owner, record), owner);
        expect(answered.status, await answered.clone().text()).toBeLessThan(300);
      },
    );

    it.each(routesWith('admin'))(
      '%s answers a member who is not an admin with 403, and an admin',
      async (_, route) => {
        const refused = await send(
          route,
          await sampleOf(route, stranger, await fixtureFor(route, stranger)),
          stranger,
        );
        expect(refused.status).toBe(403);
        const answered = await send(
          route,
          await sampleOf(route, admin, await fixtureFor(route, admin)),
          admin,
        );
        expect(answered.status, await answered.clone().text()).toBeLessThan(300);
      },
    );

    it.each(routesWith('public'))('%s answers a visitor', async (_, route) => {
      const response = await send(
        route,
        await sampleOf(route, owner, await fixtureFor(route, owner)),
        null,
      );
      expect(response.status).toBeLessThan(500);
      expect([401, 403]).not.toContain(response.status);
    });

    it.each(routesWith('member'))('%s answers a signed-in member', async (_, route) => {
      const caller = spendsItsCaller(route) ? await t.signUp() : owner;
      const response = await send(
        route,
        await sampleOf(route, caller, await fixtureFor(route, caller)),
        caller,
      );
      expect(response.status, await response.clone().text()).toBeLessThan(500);
      expect([401, 403]).not.toContain(response.status);
    });
  });
  describe('bad input', () => {
    /** Who may call the route, so that its input is checked and not its caller. */
    async function allowedCaller(route: InventoriedRoute): Promise<TestMember | null> {
      if (route.access === 'admin') return admin;
      if (route.access === 'public') return null;
      return spendsItsCaller(route) ? t.signUp() : owner;
    }

    it.each(ROUTE_INVENTORY.map((route) => [routeTitle(route), route] as const))(
      '%s answers bent input with a 4xx and a message, never a 5xx',
      async (_, route) => {
        const caller = await allowedCaller(route);
        const takesBody = ['POST', 'PUT', 'PATCH', 'ALL'].includes(route.method);
        const problems: string[] = [];
        async function check(what: string, response: Response) {
          const text = await response.text();
          if (response.status >= 500)
            problems.push(`${what}: ${response.status} ${text.slice(0, 200)}`);
          const isJson = response.headers.get('content-type')?.includes('application/json');
          if (response.status >= 400 && isJson) {
            const body = errorBodySchema.safeParse(JSON.parse(text));
            const message = body.success ? (body.data.error ?? body.data.message) : undefined;
            if (typeof message !== 'string' || message.trim() === '') {
              problems.push(`${what}: ${response.status} without a message: ${text.slice(0, 200)}`);
            }
          }
        }
        const sample = await sampleOf(
          route,
          caller ?? owner,
          await fixtureFor(route, caller ?? owner),
        );
        for (const bent of bentRequests(sample, takesBody)) {
          await check(bent.what, await send(route, bent.request, caller, bent.body));
        }
        if (takesBody) {
          const limit = bodyLimitOf(urlOf(route, sample));
          // An upload too large to build in a test (the data import's) says its size up front,
          // as browsers do, and is refused from that.
          const oversize: RawBody =
            limit > ANNOUNCED_LENGTH_FROM
              ? { raw: 'x', contentType: 'application/zip', announcedLength: limit + 1 }
              : {
                  raw: JSON.stringify({ content: 'x'.repeat(limit) }),
                  contentType: 'application/json',
                };
          const response = await send(route, sample, caller, oversize);
          if (response.status !== 413)
            problems.push(`a body over ${limit} bytes: ${response.status}, not 413`);
          await check('a body over the limit', response);
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
