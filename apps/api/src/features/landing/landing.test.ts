import { randomUUID } from 'node:crypto';
import { adminEndpoints, LANDING_VARIANTS } from '@manna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { builtWebApp } from '../../testing/built-web-app';
import { memberClient } from '../../testing/member-client';
import { TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '../../testing/test-app';
import { SIGNUP_VARIANT_COOKIE } from './signup-attribution';

/** The `content` of the first `<meta>` or `<link>` whose attribute `key` is `value`. */
function tag(html: string, key: string, value: string, attribute = 'content') {
  const element = html.match(new RegExp(`<(?:meta|link) ${key}="${value}" ${attribute}="([^"]*)"`));
  return element?.[1];
}

/** A page's words as a visitor or a crawler reads them: tags dropped, spaces collapsed. */
async function wordsOf(app: { request: (path: string) => Promise<Response> }, path: string) {
  const html = await (await app.request(path)).text();
  return html
    .replace(/<style>[^<]*<\/style>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const VISITOR_PATHS = ['/', ...LANDING_VARIANTS.map((variant) => `/${variant}`)];
const LICENSED =
  /\b(NASB|ESV|NIV|NLT)\b|New American Standard|English Standard|New International|New Living/;

describe('welcome and landing pages', () => {
  const t = useTestApp({ webRoot: builtWebApp() });

  it.each(LANDING_VARIANTS)('serves /%s as indexable HTML with no script', async (variant) => {
    const response = await t.request(`/${variant}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<title>Manna: [^<]+<\/title>/);
    expect(tag(html, 'name', 'description')).toBeTruthy();
    expect(tag(html, 'name', 'robots')).toBe('index, follow');
    expect(tag(html, 'rel', 'canonical', 'href')).toBe(`${TEST_ORIGIN}/${variant}`);
    expect(tag(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/${variant}`);
    expect(tag(html, 'property', 'og:title')).toBeTruthy();
    expect(tag(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/social-preview.png`);
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`href="/register?from=${variant}"`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<main id="main">/);
  });

  it('tells each variant its own way: headline, picture and order differ', async () => {
    const pages = await Promise.all(
      LANDING_VARIANTS.map(async (variant) => (await t.request(`/${variant}`)).text()),
    );
    const headlines = pages.map((html) => html.match(/<h1[^>]*>([^<]+)</)?.[1]);
    const pictures = pages.map((html) => html.match(/<title id="([^"]+)"/)?.[1]);
    const orders = pages.map((html) => [...html.matchAll(/id="section-(\w+)"/g)].join(','));
    for (const seen of [headlines, pictures, orders]) expect(new Set(seen).size).toBe(5);
  });

  it('promises only the translations a server without an API.Bible key serves', async () => {
    const welcome = await wordsOf(t, '/');
    expect(welcome).toContain(
      'Daily Bible reading with four reading plans to choose from, scripture in two English translations,',
    );
    expect(welcome).toContain(
      'Read in two English translations, the King James Version and the World English Bible;',
    );
    expect(await wordsOf(t, '/landingv5')).toContain(
      'Study deeper: two translations and notes on every verse',
    );
    for (const path of VISITOR_PATHS) {
      const words = await wordsOf(t, path);
      expect(words, path).not.toMatch(LICENSED);
      expect(words, path).not.toMatch(/\b(five|six) (English )?translations/);
    }
  });

  it('names every reading plan and the one that is free', async () => {
    const words = await wordsOf(t, '/landing');
    expect(words).toContain(
      'Choose from four reading plans: New Testament Reading Plan, The Gospels in 30 Days, The Letters of Paul in 30 Days and Psalms and Proverbs in 31 Days,',
    );
    expect(words).toContain(
      'The New Testament Reading Plan is free, always; premium plans open with tokens or a subscription.',
    );
    const html = await (await t.request('/landing')).text();
    expect(tag(html, 'name', 'description')).toMatch(
      /^A free New Testament reading plan and three more plans, with streaks, two English translations,/,
    );
    expect(await wordsOf(t, '/')).toContain('Choose from four reading plans:');
  });

  it('welcomes a visitor at / and gives a signed-in member the web app', async () => {
    const visitor = await t.request('/');
    const welcome = await visitor.text();
    expect(welcome).toContain('<h1 id="hero-title">Welcome to Manna</h1>');
    expect(welcome).toContain('href="/register"');
    expect(welcome).toContain('href="/login"');
    expect(welcome).not.toMatch(/<script/i);
    expect(visitor.headers.get('vary')).toMatch(/cookie/i);

    const member = await t.signUp();
    const signedIn = await (await t.request('/', { cookie: member.cookie })).text();
    expect(signedIn).toContain('src="/assets/index.js"');

    const stale = await t.request('/', { cookie: 'better-auth.session_token=expired.token' });
    expect(await stale.text()).toContain('Welcome to Manna');
  });

  it('still serves the web app for every other screen', async () => {
    const response = await t.request('/journal');
    expect(await response.text()).toContain('src="/assets/index.js"');
  });

  /** Signs up as a browser that opened /register?from=`from` first. */
  async function signUpFrom(from: string) {
    const opened = await t.request(`/register?from=${encodeURIComponent(from)}`);
    expect(opened.status).toBe(200);
    const cookies = opened.headers.getSetCookie();
    const email = `seeker-${randomUUID()}@example.com`;
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Nicodemus', email, password: TEST_PASSWORD },
      cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; '),
    });
    expect(response.status).toBe(200);
    const [user] = await t.db
      .select({ signupVariant: users.signupVariant })
      .from(users)
      .where(eq(users.email, email));
    return { cookies, variant: user?.signupVariant };
  }

  it('stores the landing page a visitor signed up from', async () => {
    const { cookies, variant } = await signUpFrom('landingv3');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      new RegExp(`^${SIGNUP_VARIANT_COOKIE}=landingv3;.*Path=/api/auth;.*HttpOnly`),
    );
    expect(variant).toBe('landingv3');
  });

  it('ignores a variant that is not one of the five', async () => {
    const unknown = await signUpFrom('landingv9');
    expect(unknown.cookies).toEqual([]);
    expect(unknown.variant).toBeNull();

    // A cookie forged by hand is checked again when the account is made.
    const email = `forger-${randomUUID()}@example.com`;
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Simon', email, password: TEST_PASSWORD },
      cookie: `${SIGNUP_VARIANT_COOKIE}=<script>`,
    });
    const [forged] = await t.db
      .select({ signupVariant: users.signupVariant })
      .from(users)
      .where(eq(users.email, email));
    expect(forged?.signupVariant).toBeNull();
  });

  it('refuses a variant sent in the sign-up body', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        name: 'Simon',
        email: `bold-${randomUUID()}@example.com`,
        password: TEST_PASSWORD,
        signupVariant: 'landingv2',
      },
    });
    expect(response.status).toBe(400);
  });

  it('counts sign-ups per landing page in the admin overview', async () => {
    const admin = await t.signUpAdmin();
    const client = memberClient(t, admin);
    const before = await client.read(adminEndpoints.overview);
    await signUpFrom('landingv2');
    await signUpFrom('landingv2');
    await signUpFrom('landing');
    const after = await client.read(adminEndpoints.overview);
    expect(after.signups_by_variant.map(({ variant }) => variant)).toEqual(LANDING_VARIANTS);
    const change = after.signups_by_variant.map(
      ({ variant, signups }, index) =>
        [variant, signups - (before.signups_by_variant[index]?.signups ?? 0)] as const,
    );
    expect(Object.fromEntries(change)).toEqual({
      landing: 1,
      landingv2: 2,
      landingv3: 0,
      landingv4: 0,
      landingv5: 0,
    });
  });
});

describe('welcome and landing pages on a server with an API.Bible key', () => {
  const t = useTestApp({
    webRoot: builtWebApp(),
    seed: false,
    // Never called: the pages only need to know the key is there.
    env: { SCRIPTURE_API_KEY: 'test-key', SCRIPTURE_API_BASE_URL: 'http://127.0.0.1:1' },
  });

  it('promises all six translations', async () => {
    expect(await wordsOf(t, '/')).toContain('scripture in six English translations,');
    const study = await wordsOf(t, '/landingv5');
    expect(study).toContain('Study deeper: six translations and notes on every verse');
    expect(study).toContain(
      'Read in six English translations (NASB, KJV, ESV, NIV, NLT and WEB); chapters you open in the King James Version and the World English Bible stay readable offline.',
    );
    for (const path of VISITOR_PATHS) {
      expect(await wordsOf(t, path), path).not.toMatch(/\b(two|five) (English )?translations/);
    }
  });
});
