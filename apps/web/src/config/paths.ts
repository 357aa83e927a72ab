import type { SupportConversationFilter, TestimonyStatus } from '@manna/shared';

function withReturn(path: string, returnTo?: string | null): string {
  return returnTo ? `${path}?return=${encodeURIComponent(returnTo)}` : path;
}

/** How a member signs in: the Email and Phone tabs of the account screens. */
export type AccountMethod = 'email' | 'phone';

/** The account method a screen opens on (`?method=phone`); e-mail unless the address says phone. */
export function accountMethodOf(search: URLSearchParams): AccountMethod {
  return search.get('method') === 'phone' ? 'phone' : 'email';
}

function withMethod(href: string, method?: AccountMethod): string {
  if (method !== 'phone') return href;
  return `${href}${href.includes('?') ? '&' : '?'}method=phone`;
}

export const SETTINGS_TABS = ['account', 'tokens', 'appearance', 'reminders', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

// The scripture lookup screen's panels; 'read' is the default and stays out of the URL.
export const BIBLE_TABS = ['read', 'info', 'settings'] as const;
export type BibleTab = (typeof BIBLE_TABS)[number];

// The reading plan screen's six tabs, in this order (docs/product/reading-plans.md); 'today' is
// the default and stays out of the URL.
export const READING_TABS = ['today', 'plan', 'saved', 'notes', 'info', 'settings'] as const;
export type ReadingTab = (typeof READING_TABS)[number];

// The journal's tabs; 'entries' is the default and stays out of the URL.
export const JOURNAL_TABS = ['entries', 'topics'] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];

/** Which conversations the staff's support inbox lists. */
export type SupportInboxFilter = SupportConversationFilter | 'all';

function inboxQuery(filter?: SupportInboxFilter): string {
  return filter && filter !== 'open' ? `?filter=${filter}` : '';
}

function readingHref(path: string, tab?: ReadingTab | null): string {
  return tab && tab !== 'today' ? `${path}?tab=${tab}` : path;
}

interface BibleChapterHrefOptions {
  /** A verse or range to scroll to and highlight, e.g. '16' or '16-18'. */
  verse?: string | null;
  tab?: BibleTab | null;
}

function bibleChapterHref(
  book: string,
  chapter: number,
  { verse, tab }: BibleChapterHrefOptions = {},
): string {
  const query = new URLSearchParams();
  if (tab && tab !== 'read') query.set('tab', tab);
  if (verse) query.set('verse', verse);
  const search = query.toString();
  return `/bible/${encodeURIComponent(book.toUpperCase())}/${chapter}${search ? `?${search}` : ''}`;
}

/** What the scripture search screen's URL holds. */
export interface ScriptureSearchHref {
  q?: string;
  translation?: string;
  testament?: string | null;
  book?: string | null;
}

/**
 * Every route of the web app (docs/product/accounts-and-shell.md#routes-mounted-today); components
 * never hard-code paths.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (returnTo?: string | null, method?: AccountMethod) =>
        withMethod(withReturn('/login', returnTo), method),
    },
    register: {
      path: '/register',
      getHref: (returnTo?: string | null) => withReturn('/register', returnTo),
    },
    twoFactor: {
      path: '/login/two-factor',
      getHref: (returnTo?: string | null) => withReturn('/login/two-factor', returnTo),
    },
    forgotPassword: {
      path: '/forgot-password',
      getHref: (method?: AccountMethod) => withMethod('/forgot-password', method),
    },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    // Where the e-mailed confirmation link lands (EMAIL_CONFIRMED_PATH in @manna/shared).
    emailConfirmed: { path: '/email-confirmed', getHref: () => '/email-confirmed' },
  },
  app: {
    home: { path: '/home', getHref: () => '/home' },
    // /prayerv2 is the list again and /prayer the new-prayer form
    // (docs/product/prayers-and-testimonies.md#prayers).
    prayers: { path: '/prayers', getHref: () => '/prayers' },
    recentPrayers: { path: '/prayers/recent', getHref: () => '/prayers/recent' },
    newPrayer: { path: '/prayers/new', getHref: () => '/prayers/new' },
    prayer: { path: '/prayers/:id', getHref: (id: string) => `/prayers/${encodeURIComponent(id)}` },
    prayerAlias: { path: '/prayer', getHref: () => '/prayer' },
    prayersAlias: { path: '/prayerv2', getHref: () => '/prayerv2' },
    // The journal: the list, a new topic, a new entry, an entry or topic by id, and its edit form
    // (docs/product/journal.md#routes).
    journal: {
      path: '/journal',
      getHref: (tab?: JournalTab | null) =>
        tab && tab !== 'entries' ? `/journal?tab=${tab}` : '/journal',
    },
    newTopic: { path: '/journal/new', getHref: () => '/journal/new' },
    newJournalEntry: {
      path: '/journal/entries/new',
      getHref: (topicId?: string) =>
        topicId
          ? `/journal/entries/new?topic=${encodeURIComponent(topicId)}`
          : '/journal/entries/new',
    },
    journalItem: {
      path: '/journal/:id',
      getHref: (id: string) => `/journal/${encodeURIComponent(id)}`,
    },
    editJournalItem: {
      path: '/journal/:id/edit',
      getHref: (id: string) => `/journal/${encodeURIComponent(id)}/edit`,
    },
    testimonies: { path: '/testimonies', getHref: () => '/testimonies' },
    newTestimony: {
      path: '/testimonies/new',
      getHref: (prayerId?: string) =>
        prayerId ? `/testimonies/new?prayer=${encodeURIComponent(prayerId)}` : '/testimonies/new',
    },
    testimony: {
      path: '/testimonies/:id',
      getHref: (id: string) => `/testimonies/${encodeURIComponent(id)}`,
    },
    settings: {
      path: '/settings',
      getHref: (tab?: SettingsTab) => (tab ? `/settings?tab=${tab}` : '/settings'),
    },
    // The member's conversation with the staff (docs/product/support.md#contact-us).
    contact: { path: '/settings/contact', getHref: () => '/settings/contact' },
    admin: { path: '/admin', getHref: () => '/admin' },
    // Testimony review (docs/product/prayers-and-testimonies.md#moderation): the queue in ?status=.
    adminTestimonies: {
      path: '/admin/testimonials',
      getHref: (status?: TestimonyStatus) =>
        status && status !== 'pending'
          ? `/admin/testimonials?status=${status}`
          : '/admin/testimonials',
    },
    adminTestimony: {
      path: '/admin/testimonials/:id',
      getHref: (id: string) => `/admin/testimonials/${encodeURIComponent(id)}`,
    },
    // The rest of the admin area (docs/product/admin.md); each screen keeps its own query string.
    adminMembers: { path: '/admin/users', getHref: () => '/admin/users' },
    adminMember: {
      path: '/admin/users/:id',
      getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    },
    adminSubscriptions: { path: '/admin/subscriptions', getHref: () => '/admin/subscriptions' },
    adminSubscription: {
      path: '/admin/subscriptions/:id',
      getHref: (id: string) => `/admin/subscriptions/${encodeURIComponent(id)}`,
    },
    // Support (docs/product/support.md#the-staffs-inbox): the inbox's filter in ?filter= ('open'
    // is the default and stays out of the URL), and a conversation opened beside it.
    adminChat: {
      path: '/admin/chat',
      getHref: (filter?: SupportInboxFilter) => `/admin/chat${inboxQuery(filter)}`,
    },
    adminChatConversation: {
      path: '/admin/chat/:id',
      getHref: (id: string, filter?: SupportInboxFilter) =>
        `/admin/chat/${encodeURIComponent(id)}${inboxQuery(filter)}`,
    },
    adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    adminPaymentSetup: { path: '/admin/payment-setup', getHref: () => '/admin/payment-setup' },
    // Read aloud at /tts, with /tts2 kept as an alias
    // (docs/product/accounts-and-shell.md#routes-mounted-today).
    readAloud: {
      path: '/tts',
      getHref: (chapter?: { book: string; chapter: number; translation?: string }) => {
        if (!chapter) return '/tts';
        const query = new URLSearchParams({ book: chapter.book, chapter: String(chapter.chapter) });
        if (chapter.translation) query.set('translation', chapter.translation);
        return `/tts?${query.toString()}`;
      },
    },
    readAloudAlias: { path: '/tts2', getHref: () => '/tts2' },
    // Scripture lookup: /bible opens the last chapter read there (or John 1).
    bible: {
      path: '/bible',
      getHref: (tab?: BibleTab | null) => (tab && tab !== 'read' ? `/bible?tab=${tab}` : '/bible'),
    },
    bibleChapter: { path: '/bible/:book/:chapter', getHref: bibleChapterHref },
    // Words or a phrase in KJV or WEB (docs/product/scripture.md#search); empty filters stay out.
    scriptureSearch: {
      path: '/bible/search',
      getHref: (search: ScriptureSearchHref = {}) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(search)) if (value) query.set(name, value);
        const encoded = query.toString();
        return `/bible/search${encoded ? `?${encoded}` : ''}`;
      },
    },
    // The reading plan screen answers at all three paths
    // (docs/product/accounts-and-shell.md#routes-mounted-today).
    reading: {
      path: '/reading',
      getHref: (tab?: ReadingTab | null) => readingHref('/reading', tab),
    },
    bibleReading: { path: '/bible-reading', getHref: () => '/bible-reading' },
    startReadingPlan: { path: '/start-reading-plan', getHref: () => '/start-reading-plan' },
    // Tokens and subscriptions (docs/product/purchases.md#screens): the plans and packs, the
    // test-mode checkout, the return from a checkout, and the admins' tool page.
    subscription: { path: '/subscription', getHref: () => '/subscription' },
    payment: {
      path: '/payment',
      getHref: (checkoutId: string) => `/payment?checkout=${encodeURIComponent(checkoutId)}`,
    },
    subscriptionSuccess: {
      path: '/subscription/success',
      getHref: (checkoutId: string) =>
        `/subscription/success?checkout=${encodeURIComponent(checkoutId)}`,
    },
    purchaseTest: { path: '/purchase-test', getHref: () => '/purchase-test' },
    // The member's own words, searched (docs/product/search.md#the-results); `kind` keeps one.
    search: {
      path: '/search',
      getHref: (query?: string, kind?: string | null) => {
        const params = new URLSearchParams();
        if (query) params.set('q', query);
        if (kind) params.set('kind', kind);
        const search = params.toString();
        return search ? `/search?${search}` : '/search';
      },
    },
    // The tools (docs/product/tools.md).
    diagnosticTools: { path: '/diagnostic-tools', getHref: () => '/diagnostic-tools' },
    bibleTest: { path: '/bible-test', getHref: () => '/bible-test' },
  },
  dev: {
    mailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  },
} as const;
