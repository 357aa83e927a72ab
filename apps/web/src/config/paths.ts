function withReturn(path: string, returnTo?: string | null): string {
  return returnTo ? `${path}?return=${encodeURIComponent(returnTo)}` : path;
}

export const SETTINGS_TABS = ['account', 'appearance', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

// The scripture lookup screen's panels; 'read' is the default and stays out of the URL.
export const BIBLE_TABS = ['read', 'info', 'settings'] as const;
export type BibleTab = (typeof BIBLE_TABS)[number];

// The reading plan screen's tabs (SPEC §2); 'today' is the default and stays out of the URL.
export const READING_TABS = ['today', 'plan', 'info', 'settings'] as const;
export type ReadingTab = (typeof READING_TABS)[number];

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

/** Every route of the web app (SPEC §2 route table); components never hard-code paths. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (returnTo?: string | null) => withReturn('/login', returnTo),
    },
    register: {
      path: '/register',
      getHref: (returnTo?: string | null) => withReturn('/register', returnTo),
    },
    twoFactor: {
      path: '/login/two-factor',
      getHref: (returnTo?: string | null) => withReturn('/login/two-factor', returnTo),
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },
  app: {
    home: { path: '/home', getHref: () => '/home' },
    // Prayers and Journal screens arrive in later issues; the bottom navigation already links them.
    prayers: { path: '/prayers', getHref: () => '/prayers' },
    journal: { path: '/journal', getHref: () => '/journal' },
    settings: {
      path: '/settings',
      getHref: (tab?: SettingsTab) => (tab ? `/settings?tab=${tab}` : '/settings'),
    },
    admin: { path: '/admin', getHref: () => '/admin' },
    // SPEC §2 "tools": read aloud at /tts, with /tts2 kept as an alias.
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
    // SPEC §2: the reading plan screen answers at all three paths.
    reading: {
      path: '/reading',
      getHref: (tab?: ReadingTab | null) => readingHref('/reading', tab),
    },
    bibleReading: { path: '/bible-reading', getHref: () => '/bible-reading' },
    startReadingPlan: { path: '/start-reading-plan', getHref: () => '/start-reading-plan' },
  },
  dev: {
    mailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  },
} as const;
