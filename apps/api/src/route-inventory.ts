import { AUTH_ENDPOINTS } from './features/auth/auth-endpoints';
import type { RouteEntry } from './lib/route-access';

/**
 * Every route the server answers, once, with who may call it (docs/security.md#route-inventory).
 * route-inventory.test.ts holds the app to it: a route missing here fails, and so does a visitor
 * who is not refused with 401, another member who is not refused with 404, or a plain member who
 * is not refused with 403 where the inventory says so; the same test sends every route bad input.
 */
export const ROUTE_INVENTORY = [
  { method: 'GET', path: '/api/health', access: 'public', does: 'the server is up' },

  ...AUTH_ENDPOINTS,

  // Scripture and the reading plans are for everyone (docs/product/scripture.md).
  {
    method: 'GET',
    path: '/api/scripture/translations',
    access: 'public',
    does: 'the translations and whether each can be read now',
  },
  {
    method: 'GET',
    path: '/api/scripture/passage',
    access: 'public',
    does: 'a passage by reference',
  },
  {
    method: 'GET',
    path: '/api/scripture/search',
    access: 'public',
    does: 'verses of KJV or WEB that match words or a phrase, or the passage a reference names',
  },
  {
    method: 'GET',
    path: '/api/scripture/:translation/:book/:chapter',
    access: 'public',
    does: 'a chapter',
  },
  { method: 'GET', path: '/api/reading/plans', access: 'public', does: 'the reading plans' },
  {
    method: 'GET',
    path: '/api/reading/plans/:planId/chapters',
    access: 'public',
    does: "a plan's chapters",
  },

  {
    method: 'GET',
    path: '/api/me',
    access: 'public',
    does: 'the signed-in member (null for a visitor)',
  },
  { method: 'PATCH', path: '/api/me', access: 'member', does: 'change name or time zone' },
  {
    method: 'GET',
    path: '/api/me/reader-preferences',
    access: 'member',
    does: "the member's reading preferences",
  },
  {
    method: 'PUT',
    path: '/api/me/reader-preferences',
    access: 'member',
    does: "save the member's reading preferences",
  },
  {
    method: 'GET',
    path: '/api/me/session-token',
    access: 'member',
    does: "the session's token, for the native wrapper",
  },
  {
    method: 'GET',
    path: '/api/diagnostics',
    access: 'member',
    does: "the diagnostic tools' server side (internals for admins)",
  },
  {
    method: 'DELETE',
    path: '/api/me',
    access: 'member',
    does: 'delete the account and everything in it, with the password or a code',
  },
  {
    method: 'POST',
    path: '/api/me/deletion-code',
    access: 'member',
    does: 'e-mail or text a code that stands in for the password when deleting the account',
  },
  {
    method: 'GET',
    path: '/api/me/notice',
    access: 'public',
    does: "the admins' notice to every member, and whether sign-up is open",
  },

  {
    method: 'GET',
    path: '/api/reading/plans/:planId/progress',
    access: 'member',
    does: "the member's progress on a plan",
  },
  {
    method: 'POST',
    path: '/api/reading/plans/:planId/start',
    access: 'member',
    does: 'start a plan',
  },
  {
    method: 'PUT',
    path: '/api/reading/plans/:planId/chapters/:chapterId/completion',
    access: 'member',
    does: 'mark a chapter read or unread',
  },
  {
    method: 'POST',
    path: '/api/reading/plans/:planId/catch-up',
    access: 'member',
    does: 'mark missed chapters read',
  },
  {
    method: 'POST',
    path: '/api/reading/plans/:planId/schedule-adjustments',
    access: 'member',
    does: 'catch up by moving missed chapters to later days',
  },
  {
    method: 'DELETE',
    path: '/api/reading/schedule-adjustments/:id',
    access: 'owner',
    record: 'schedule adjustment',
    does: 'undo the last schedule adjustment',
  },
  { method: 'GET', path: '/api/reading/streak', access: 'member', does: 'the reading streak' },
  {
    method: 'GET',
    path: '/api/reading/activity',
    access: 'member',
    does: 'days with a chapter read',
  },

  {
    method: 'GET',
    path: '/api/journal/entries',
    access: 'member',
    does: 'journal entries and topic entries',
  },
  { method: 'POST', path: '/api/journal/entries', access: 'member', does: 'write an entry' },
  {
    method: 'GET',
    path: '/api/journal/entries/:id',
    access: 'owner',
    record: 'journal entry',
    does: 'one entry',
  },
  {
    method: 'PATCH',
    path: '/api/journal/entries/:id',
    access: 'owner',
    record: 'journal entry',
    does: 'edit an entry',
  },
  {
    method: 'DELETE',
    path: '/api/journal/entries/:id',
    access: 'owner',
    record: 'journal entry',
    does: 'delete an entry',
  },
  {
    method: 'GET',
    path: '/api/journal/items/:id',
    access: 'owner',
    record: 'journal topic',
    does: 'the entry or topic an id names',
  },
  { method: 'GET', path: '/api/journal/topics', access: 'member', does: 'journal topics' },
  { method: 'POST', path: '/api/journal/topics', access: 'member', does: 'create a topic' },
  {
    method: 'GET',
    path: '/api/journal/topics/:id',
    access: 'owner',
    record: 'journal topic',
    does: 'a topic with its entries',
  },
  {
    method: 'PATCH',
    path: '/api/journal/topics/:id',
    access: 'owner',
    record: 'journal topic',
    does: 'edit a topic',
  },
  {
    method: 'DELETE',
    path: '/api/journal/topics/:id',
    access: 'owner',
    record: 'journal topic',
    does: 'delete a topic and its entries',
  },
  {
    method: 'POST',
    path: '/api/journal/topics/:id/entries',
    access: 'owner',
    record: 'journal topic',
    does: 'write an entry in a topic',
  },
  {
    method: 'PATCH',
    path: '/api/journal/topic-entries/:id',
    access: 'owner',
    record: 'topic entry',
    does: 'edit a topic entry',
  },
  {
    method: 'DELETE',
    path: '/api/journal/topic-entries/:id',
    access: 'owner',
    record: 'topic entry',
    does: 'delete a topic entry',
  },
  {
    method: 'GET',
    path: '/api/journal/achievements',
    access: 'member',
    does: 'journal achievements and progress',
  },
  { method: 'GET', path: '/api/journal/search', access: 'member', does: 'search the journal' },
  {
    method: 'GET',
    path: '/api/search',
    access: 'member',
    does: "search the member's own notes, journal, prayers, testimonies and bookmarks",
  },

  { method: 'GET', path: '/api/study-notes', access: 'member', does: 'notes, filtered and paged' },
  {
    method: 'GET',
    path: '/api/study-notes/summary',
    access: 'member',
    does: 'what the filters can offer',
  },
  {
    method: 'GET',
    path: '/api/study-notes/chapter',
    access: 'member',
    does: "a chapter's notes",
  },
  { method: 'GET', path: '/api/study-notes/verse', access: 'member', does: "a verse's notes" },
  {
    method: 'GET',
    path: '/api/study-notes/verse-counts',
    access: 'member',
    does: 'notes per verse of a chapter',
  },
  { method: 'GET', path: '/api/study-notes/export', access: 'member', does: 'download notes' },
  {
    method: 'GET',
    path: '/api/study-notes/:id',
    access: 'owner',
    record: 'study note',
    does: 'one note',
  },
  { method: 'POST', path: '/api/study-notes', access: 'member', does: 'write a note' },
  {
    method: 'PATCH',
    path: '/api/study-notes/:id',
    access: 'owner',
    record: 'study note',
    does: 'edit a note',
  },
  {
    method: 'DELETE',
    path: '/api/study-notes/:id',
    access: 'owner',
    record: 'study note',
    does: 'delete a note',
  },

  { method: 'GET', path: '/api/bookmarks', access: 'member', does: 'bookmarks, paged' },
  {
    method: 'GET',
    path: '/api/bookmarks/chapter',
    access: 'member',
    does: "a chapter's bookmarks",
  },
  { method: 'POST', path: '/api/bookmarks', access: 'member', does: 'bookmark a verse' },
  {
    method: 'DELETE',
    path: '/api/bookmarks',
    access: 'owner',
    record: 'bookmark',
    does: 'remove a bookmark by reference',
  },
  {
    method: 'DELETE',
    path: '/api/bookmarks/:id',
    access: 'owner',
    record: 'bookmark',
    does: 'remove a bookmark',
  },

  { method: 'GET', path: '/api/prayers', access: 'member', does: 'prayers, filtered and paged' },
  {
    method: 'GET',
    path: '/api/prayers/recent',
    access: 'member',
    does: 'the most recent prayer',
  },
  {
    method: 'GET',
    path: '/api/prayers/:id',
    access: 'owner',
    record: 'prayer',
    does: 'one prayer',
  },
  { method: 'POST', path: '/api/prayers', access: 'member', does: 'write a prayer' },
  {
    method: 'PATCH',
    path: '/api/prayers/:id',
    access: 'owner',
    record: 'prayer',
    does: 'edit or answer a prayer',
  },
  {
    method: 'DELETE',
    path: '/api/prayers/:id',
    access: 'owner',
    record: 'prayer',
    does: 'delete a prayer',
  },
  {
    method: 'POST',
    path: '/api/prayers/:id/journal',
    access: 'owner',
    record: 'prayer',
    does: 'add a prayer to the journal',
  },

  {
    method: 'GET',
    path: '/api/testimonies',
    access: 'member',
    does: "the community's approved testimonies",
  },
  {
    method: 'GET',
    path: '/api/testimonies/mine',
    access: 'member',
    does: "the member's own testimonies",
  },
  {
    method: 'GET',
    path: '/api/testimonies/:id',
    access: 'owner',
    record: 'testimony',
    does: 'one testimony (anyone may read it once approved)',
  },
  { method: 'POST', path: '/api/testimonies', access: 'member', does: 'share a testimony' },
  {
    method: 'DELETE',
    path: '/api/testimonies/:id',
    access: 'owner',
    record: 'testimony',
    does: 'withdraw a testimony',
  },

  // A member's reminders (docs/product/reminders.md).
  {
    method: 'GET',
    path: '/api/reminders',
    access: 'member',
    does: "the member's reminders (the default one is made for a member with none)",
  },
  { method: 'POST', path: '/api/reminders', access: 'member', does: 'add a reminder' },
  {
    method: 'PATCH',
    path: '/api/reminders/:id',
    access: 'owner',
    record: 'reminder',
    does: 'change, enable or disable a reminder',
  },
  {
    method: 'DELETE',
    path: '/api/reminders/:id',
    access: 'owner',
    record: 'reminder',
    does: 'delete a reminder',
  },

  // The member's support conversation, chosen by the session (docs/product/support.md).
  {
    method: 'GET',
    path: '/api/support/conversation',
    access: 'member',
    does: "the member's support conversation",
  },
  {
    method: 'GET',
    path: '/api/support/messages',
    access: 'member',
    does: "the member's support messages, newest page first",
  },
  {
    method: 'POST',
    path: '/api/support/messages',
    access: 'member',
    does: 'write to the staff',
  },
  {
    method: 'POST',
    path: '/api/support/read',
    access: 'member',
    does: "mark the staff's replies read",
  },
  { method: 'GET', path: '/api/support/unread', access: 'member', does: 'unread staff replies' },
  {
    method: 'GET',
    path: '/api/support/events',
    access: 'member',
    does: "live changes to the member's conversation (Server-Sent Events)",
  },

  // A member's data, all of it (docs/product/your-data.md): the session says whose.
  {
    method: 'GET',
    path: '/api/account-data/summary',
    access: 'member',
    does: "how many records of each kind the member's export holds",
  },
  {
    method: 'GET',
    path: '/api/account-data/export',
    access: 'member',
    does: "download every record and memo of the member's (a ZIP archive)",
  },
  {
    method: 'POST',
    path: '/api/account-data/import',
    access: 'member',
    does: "import an export into the member's account",
  },

  { method: 'POST', path: '/api/voice-memos', access: 'member', does: 'upload a voice memo' },
  {
    method: 'GET',
    path: '/api/voice-memos/:id',
    access: 'owner',
    record: 'voice memo',
    does: 'play a voice memo',
  },
  {
    method: 'DELETE',
    path: '/api/voice-memos',
    access: 'owner',
    record: 'voice memo',
    does: 'delete a voice memo by its URL',
  },
  {
    method: 'DELETE',
    path: '/api/voice-memos/:id',
    access: 'owner',
    record: 'voice memo',
    does: 'delete a voice memo',
  },

  // Purchases (docs/product/purchases.md). Stripe and the wrapper's backend call their routes
  // without a session: each request is proven by a signature over its raw body.
  { method: 'GET', path: '/api/purchases/catalog', access: 'public', does: 'what is sold' },
  {
    method: 'POST',
    path: '/api/purchases/stripe/webhook',
    access: 'public',
    does: "Stripe's events, signed with the webhook secret",
  },
  {
    method: 'POST',
    path: '/api/wrapper/purchases',
    access: 'public',
    does: "a store purchase, signed by the native wrapper's backend",
  },
  { method: 'POST', path: '/api/purchases/tokens', access: 'member', does: 'buy a token pack' },
  {
    method: 'POST',
    path: '/api/purchases/subscription',
    access: 'member',
    does: 'start a subscription checkout',
  },
  {
    method: 'GET',
    path: '/api/purchases/checkouts/:id',
    access: 'owner',
    record: 'checkout',
    does: 'a checkout, confirmed with the provider',
  },
  {
    method: 'POST',
    path: '/api/purchases/checkouts/:id/complete',
    access: 'owner',
    record: 'checkout',
    does: 'pay a test-mode checkout',
  },
  {
    method: 'POST',
    path: '/api/purchases/checkouts/:id/cancel',
    access: 'owner',
    record: 'checkout',
    does: 'abandon a checkout',
  },
  { method: 'GET', path: '/api/subscription', access: 'member', does: 'the subscription' },
  {
    method: 'POST',
    path: '/api/subscription/portal',
    access: 'member',
    does: "Stripe's Billing Portal",
  },
  {
    method: 'POST',
    path: '/api/subscription/cancel',
    access: 'member',
    does: 'cancel at the period end',
  },
  {
    method: 'POST',
    path: '/api/subscription/resume',
    access: 'member',
    does: 'keep a subscription set to end',
  },
  {
    method: 'GET',
    path: '/api/plan-access',
    access: 'member',
    does: 'which plans are premium, unlocked or included',
  },
  {
    method: 'POST',
    path: '/api/plan-access/:planId/unlock',
    access: 'member',
    does: 'unlock a premium plan with tokens',
  },
  { method: 'GET', path: '/api/tokens/ledger', access: 'member', does: 'the token history' },
  // Reminders that arrive when Manna is closed (docs/product/reminders.md#push).
  {
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    does: 'the VAPID public key a device subscribes with',
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'member',
    does: "store this device's push subscription",
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'member',
    does: "forget this device's push subscription",
  },

  {
    method: 'POST',
    path: '/api/client-errors',
    access: 'public',
    does: 'report an error a screen met, to the server log',
  },

  { method: 'GET', path: '/api/admin/overview', access: 'admin', does: 'community figures' },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    does: 'the admin actions, newest first',
  },
  {
    method: 'GET',
    path: '/api/admin/testimonies',
    access: 'admin',
    does: 'testimonies by review status',
  },
  {
    method: 'GET',
    path: '/api/admin/testimonies/counts',
    access: 'admin',
    does: 'how many testimonies each review status holds',
  },
  {
    method: 'GET',
    path: '/api/admin/testimonies/:id',
    access: 'admin',
    does: 'any testimony, with the title of its prayer',
  },
  {
    method: 'POST',
    path: '/api/admin/testimonies/:id/review',
    access: 'admin',
    does: 'approve, reject or unpublish a testimony',
  },
  {
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
    does: 'members searched, filtered, ordered and paged',
  },
  {
    method: 'GET',
    path: '/api/admin/members/:id',
    access: 'admin',
    does: "a member's account, subscription, reading counts and token ledger",
  },
  {
    method: 'GET',
    path: '/api/admin/members/:id/sign-ins',
    access: 'admin',
    does: "a member's sign-ins, newest first",
  },
  {
    method: 'GET',
    path: '/api/admin/members/:id/audit-log',
    access: 'admin',
    does: 'the admin actions about a member',
  },
  {
    method: 'POST',
    path: '/api/admin/members/:id/role',
    access: 'admin',
    does: "change a member's role (never the last admin's)",
  },
  {
    method: 'POST',
    path: '/api/admin/members/:id/tokens',
    access: 'admin',
    does: 'add or take tokens with a reason',
  },
  {
    method: 'POST',
    path: '/api/admin/members/:id/ban',
    access: 'admin',
    does: 'ban a member and end their sessions',
  },
  { method: 'POST', path: '/api/admin/members/:id/unban', access: 'admin', does: 'lift a ban' },
  {
    method: 'POST',
    path: '/api/admin/members/:id/revoke-sessions',
    access: 'admin',
    does: 'sign a member out everywhere',
  },
  {
    method: 'DELETE',
    path: '/api/admin/members/:id',
    access: 'admin',
    does: 'delete a member with everything they own',
  },
  {
    method: 'GET',
    path: '/api/admin/payment-events',
    access: 'admin',
    does: 'the provider events received lately',
  },
  { method: 'GET', path: '/api/admin/settings', access: 'admin', does: 'the settings' },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    does: 'save the settings, audited',
  },
  {
    method: 'GET',
    path: '/api/admin/payment-setup',
    access: 'admin',
    does: 'payment mode, which keys are set (never their values), the webhook URL',
  },
  {
    method: 'GET',
    path: '/api/admin/payment-setup/prices',
    access: 'admin',
    does: 'the Stripe price ids, checked with Stripe',
  },
  {
    method: 'POST',
    path: '/api/admin/payment-setup/test-event',
    access: 'admin',
    does: 'a signed test event through the webhook and fulfilment, audited',
  },
  {
    method: 'GET',
    path: '/api/admin/subscriptions',
    access: 'admin',
    does: 'subscriptions by status, plan, provider or member, with counts per status',
  },
  {
    method: 'GET',
    path: '/api/admin/subscriptions/:id',
    access: 'admin',
    does: 'a subscription with its member, provider ids and events',
  },
  {
    method: 'POST',
    path: '/api/admin/subscriptions/:id/cancel',
    access: 'admin',
    does: "cancel a member's subscription at its period end",
  },
  {
    method: 'POST',
    path: '/api/admin/subscriptions/:id/resume',
    access: 'admin',
    does: "undo a cancel at the period end of a member's subscription",
  },
  {
    method: 'GET',
    path: '/api/admin/support/conversations',
    access: 'admin',
    does: 'support conversations, latest message first',
  },
  {
    method: 'GET',
    path: '/api/admin/support/counts',
    access: 'admin',
    does: 'open and unread support conversations',
  },
  {
    method: 'GET',
    path: '/api/admin/support/staff',
    access: 'admin',
    does: 'the admins a conversation can be assigned to',
  },
  {
    method: 'GET',
    path: '/api/admin/support/conversations/:id',
    access: 'admin',
    does: 'one support conversation',
  },
  {
    method: 'GET',
    path: '/api/admin/support/conversations/:id/messages',
    access: 'admin',
    does: "a support conversation's messages",
  },
  {
    method: 'POST',
    path: '/api/admin/support/conversations/:id/messages',
    access: 'admin',
    does: 'reply to a member',
  },
  {
    method: 'POST',
    path: '/api/admin/support/conversations/:id/read',
    access: 'admin',
    does: "mark a member's messages read",
  },
  {
    method: 'POST',
    path: '/api/admin/support/conversations/:id/assign',
    access: 'admin',
    does: 'assign a support conversation to an admin, or to nobody',
  },
  {
    method: 'POST',
    path: '/api/admin/support/conversations/:id/status',
    access: 'admin',
    does: 'close or reopen a support conversation',
  },
  {
    method: 'GET',
    path: '/api/admin/support/events',
    access: 'admin',
    does: 'live changes to every support conversation (Server-Sent Events)',
  },
  {
    method: 'GET',
    path: '/api/dev/mailbox',
    access: 'admin',
    does: 'e-mail captured when no SMTP server is set',
  },

  { method: 'ALL', path: '/api/*', access: 'public', does: 'any other API path: 404' },
  // docs/product/welcome-and-landing.md: static pages, ahead of the web app.
  {
    method: 'GET',
    path: '/',
    access: 'public',
    does: 'the welcome page for a visitor, the web app for a member',
  },
  { method: 'GET', path: '/landing', access: 'public', does: 'a landing page' },
  { method: 'GET', path: '/landingv2', access: 'public', does: 'a landing page' },
  { method: 'GET', path: '/landingv3', access: 'public', does: 'a landing page' },
  { method: 'GET', path: '/landingv4', access: 'public', does: 'a landing page' },
  { method: 'GET', path: '/landingv5', access: 'public', does: 'a landing page' },
  { method: 'GET', path: '/assets/*', access: 'public', does: 'the built web app' },
  { method: 'GET', path: '/*', access: 'public', does: "the web app's screens" },
] as const satisfies readonly RouteEntry[];

export type InventoriedRoute = (typeof ROUTE_INVENTORY)[number];
/** 'GET /api/journal/entries/:id', one per route. */
export type RouteKey = InventoriedRoute extends infer Route
  ? Route extends { method: infer Method extends string; path: infer Path extends string }
    ? `${Method} ${Path}`
    : never
  : never;

// A route's method and path, joined, are its key; the completeness test also keys what the
// router serves, to hold it against the inventory.
export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}` as RouteKey;
