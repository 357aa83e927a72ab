function withReturn(path: string, returnTo?: string | null): string {
  return returnTo ? `${path}?return=${encodeURIComponent(returnTo)}` : path;
}

export const SETTINGS_TABS = ['account', 'appearance', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

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
  },
  dev: {
    mailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  },
} as const;
