import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { expectAccessible } from '../support/axe';
import { expect, newMember, signUpAndConfirm, test } from '../support/fixtures';
import {
  buyTokens,
  completeTestCheckout,
  readingPlan,
  subscribe,
  subscriptionPlan,
  tokenPack,
  unlockPlan,
} from '../support/purchases';

// Buying tokens, subscribing and unlocking premium plans (docs/product/purchases.md), on a server
// in test mode: it has no Stripe keys, so every checkout is the built-in /payment screen.

declare global {
  interface Window {
    /** What the page posted to the simulated native wrapper. */
    __posted: string[];
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

const PREMIUM_PLANS = [
  'The Gospels in 30 Days',
  'The Letters of Paul in 30 Days',
  'Psalms and Proverbs in 31 Days',
];

// Dates on screen ('Renews on December 25, 2026') are written the way an en-US reader's are.
test.use({ locale: 'en-US' });

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });
const yourSubscription = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

/** 'You have N tokens' in `within`, as a number. */
async function balanceIn(within: Locator): Promise<number> {
  const line = within.getByText(/^You have \d+ tokens?$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.match(/\d+/)?.[0]);
}

/**
 * The day a monthly subscription started within [from, to] renews, as the screen writes it: a
 * month on (date-fns' addMonths: the 31st becomes the next month's last day), in the browser's zone,
 * which is this machine's. Either end may be the one, should midnight fall between them.
 */
function renewalDay(from: Date, to: Date): RegExp {
  const days = [from, to].map((day) => {
    const next = new Date(day.getFullYear(), day.getMonth() + 1, 1);
    const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
    next.setDate(Math.min(day.getDate(), lastDay));
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(next);
  });
  return new RegExp(`(${[...new Set(days)].join('|')})$`);
}

/** Subscribes monthly in test mode; answers the day it renews, as the screen writes it. */
async function subscribeMonthly(page: Page): Promise<RegExp> {
  const started = new Date();
  await subscribe(page, 'Monthly');
  return renewalDay(started, new Date());
}

async function openFullPlanTab(page: Page) {
  await page.goto('/reading?tab=plan');
  await expect(page.getByRole('heading', { name: 'Available Plans' })).toBeVisible();
}

test.describe('Purchases', () => {
  test('a new member buys 30 tokens in test mode and sees the balance and the history', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/subscription');
    await expect(page.getByText('Test mode: no card is charged and no money moves.')).toBeVisible();
    const packs = page.getByRole('region', { name: 'Token packs' });
    await expect(packs).toContainText('Unlock a premium reading plan for good for 30 tokens.');
    const before = await balanceIn(packs);
    await expect(tokenPack(page, 30)).toContainText('$4.99');

    // The checkout is held until the screen has been seen starting it, the other buttons waiting.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/purchases/tokens', async (route) => {
      await held;
      await route.continue();
    });
    await tokenPack(page, 30).getByRole('button', { name: 'Buy' }).click();
    await expect(
      tokenPack(page, 30).getByRole('button', { name: 'Starting checkout...' }),
    ).toBeDisabled();
    await expect(tokenPack(page, 100).getByRole('button', { name: 'Buy' })).toBeDisabled();
    await expect(
      subscriptionPlan(page, 'Monthly').getByRole('button', { name: 'Subscribe' }),
    ).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/payment\?checkout=/);
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(checkout.getByRole('definition')).toHaveText(['30 tokens', '$4.99']);
    await completeTestCheckout(page);

    const success = 'Purchase successful! +30 tokens added';
    await expect(page.getByRole('heading', { name: success })).toBeVisible();
    await expect(notifications(page).getByText(success)).toBeVisible();
    await expect(page.getByText(`You have ${before + 30} tokens`)).toBeVisible();

    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Tokens' })
      .click();
    await expect(page).toHaveURL(/\/settings\?tab=tokens$/);
    await expect(page.getByText('Your tokens', { exact: true })).toBeVisible();
    await expect(page.getByText(`You have ${before + 30} tokens`)).toBeVisible();
    const newest = page.getByRole('list', { name: 'Token history' }).getByRole('listitem').first();
    await expect(newest).toContainText('Bought 30 tokens');
    await expect(newest).toContainText('+30');
  });

  test('subscribes monthly: renews a month from today, every premium plan included', async ({
    page,
    member,
  }) => {
    // A journey across four screens: checkout, /subscription, the Full Plan tab and settings.
    test.setTimeout(test.info().timeout * 2);
    expect(member.email).toBeTruthy();
    const renews = await subscribeMonthly(page);
    await expect(page.getByText(/^Renews on /)).toHaveText(renews);
    await expect(page.getByText('Purchase successful! +20 tokens added').first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to subscription' }).click();
    const current = yourSubscription(page);
    await expect(current.getByText('Monthly plan')).toBeVisible();
    await expect(current.getByText('Active', { exact: true })).toBeVisible();
    await expect(current.getByText(/^Renews on /)).toHaveText(renews);
    // A subscriber is not offered the plans again.
    await expect(page.getByRole('region', { name: 'Choose a plan' })).toBeHidden();

    await openFullPlanTab(page);
    for (const title of PREMIUM_PLANS) {
      const plan = readingPlan(page, title);
      await expect(plan.getByText('Included with your subscription')).toBeVisible();
      await expect(plan.getByRole('button', { name: 'Select' })).toBeEnabled();
    }
    await expect(
      readingPlan(page, 'New Testament Reading Plan').getByText('Free', { exact: true }),
    ).toBeVisible();

    // Settings say so too, with the way back to /subscription.
    await page.goto('/settings?tab=tokens');
    const summary = yourSubscription(page);
    await expect(summary.getByText('Monthly plan')).toBeVisible();
    await expect(summary.getByText('Active', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^Renews on /)).toHaveText(renews);
    await summary.getByRole('link', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('unlocks a premium plan with tokens, then selects it and reads', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await buyTokens(page, 30);
    const before = await balanceIn(page.getByRole('main'));
    expect(before).toBeGreaterThanOrEqual(30);
    await openFullPlanTab(page);
    const intro = page.getByText(/^Unlock a premium plan for 30 tokens/);
    await expect(intro).toContainText(`You have ${before} tokens.`);

    const psalms = readingPlan(page, 'Psalms and Proverbs in 31 Days');
    await expect(psalms.getByRole('button', { name: 'Select' })).toHaveCount(0);
    await unlockPlan(page, 'Psalms and Proverbs in 31 Days');
    await expect(notifications(page).getByText('Plan unlocked')).toBeVisible();
    await expect(intro).toContainText(`You have ${before - 30} tokens.`);
    // Only the plan paid for: the others stay premium.
    await expect(
      readingPlan(page, 'The Gospels in 30 Days').getByText('Premium', { exact: true }),
    ).toBeVisible();

    await psalms.getByRole('button', { name: 'Select' }).click();
    await expect(psalms.getByRole('button', { name: 'Selected' })).toBeDisabled();
    await page.getByRole('tab', { name: "Today's Reading" }).click();
    const today = page.getByRole('tabpanel', { name: "Today's Reading" });
    await expect(today.getByText(/^Chapter 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Psalms 1 (KJV)' })).toContainText(
      'Blessed is the man that walketh not in the counsel of the ungodly',
    );
  });

  test('cancels at the period end and keeps access; Keep my subscription undoes it', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const periodEnd = await subscribeMonthly(page);

    await page.goto('/subscription');
    const current = yourSubscription(page);
    await current.getByRole('button', { name: 'Cancel at period end' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel at period end?' });
    await expect(ask).toContainText(/You keep every premium plan until .+\. After that/);
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(ask).toBeHidden();
    await expect(current.getByText(/^Renews on /)).toHaveText(periodEnd);

    await current.getByRole('button', { name: 'Cancel at period end' }).click();
    await ask.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(ask).toBeHidden();
    await expect(current.getByText(/^Ends on /)).toHaveText(periodEnd);
    await expect(current.getByText('Active', { exact: true })).toBeVisible();

    await openFullPlanTab(page);
    for (const title of PREMIUM_PLANS) {
      await expect(
        readingPlan(page, title).getByText('Included with your subscription'),
      ).toBeVisible();
    }

    await page.goto('/subscription');
    await current.getByRole('button', { name: 'Keep my subscription' }).click();
    await expect(current.getByText(/^Renews on /)).toHaveText(periodEnd);
    await expect(current.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  });

  test('Cancel on the test checkout changes nothing and returns to /subscription', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/subscription');
    const packs = page.getByRole('region', { name: 'Token packs' });
    const before = await balanceIn(packs);
    await tokenPack(page, 100).getByRole('button', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/\/payment\?checkout=/);
    const checkoutId = new URL(page.url()).searchParams.get('checkout');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(packs.getByText(`You have ${before} tokens`)).toBeVisible();
    // The success screen asks the server, whatever the address says.
    await page.goto(`/subscription/success?checkout=${checkoutId}`);
    await expect(page.getByRole('heading', { name: 'No purchase' })).toBeVisible();
    await expect(page.getByText('This checkout was canceled. Nothing was charged.')).toBeVisible();
    // The cancelled checkout cannot be paid afterwards.
    await page.goto(`/payment?checkout=${checkoutId}`);
    await expect(page.getByText('This checkout is no longer open.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete test purchase' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to subscription' }).click();
    await expect(packs.getByText(`You have ${before} tokens`)).toBeVisible();
  });

  test('inside the native wrapper a purchase is a request to the wrapper, and its answers show', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.addInitScript(() => {
      window.__posted = [];
      window.ReactNativeWebView = { postMessage: (message) => window.__posted.push(message) };
    });
    // The wrapper also hears the session's messages (docs/native-wrapper.md#messages).
    const purchaseRequests = () =>
      page.evaluate(() =>
        window.__posted.filter((message) => message.includes('"type":"purchase-request"')),
      );
    await page.goto('/subscription');
    await tokenPack(page, 30).getByRole('button', { name: 'Buy' }).click();
    await expect
      .poll(purchaseRequests)
      .toEqual([
        JSON.stringify({ type: 'purchase-request', data: { type: 'tokens', plan: 'tokens_30' } }),
      ]);
    await subscriptionPlan(page, 'Monthly').getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(async () => (await purchaseRequests()).at(-1))
      .toBe(
        JSON.stringify({
          type: 'purchase-request',
          data: { type: 'subscription', plan: 'monthly' },
        }),
      );
    // The store buys them, not a checkout.
    await expect(page).toHaveURL(/\/subscription$/);

    // iOS posts on window, here the object itself (docs/native-wrapper.md#purchases).
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'tokens updated', tokens: 30, tokensAdded: 30 },
        }),
      ),
    );
    await expect(
      notifications(page).getByText('Purchase successful! +30 tokens added'),
    ).toBeVisible();

    // Android posts on document, here as a JSON string.
    await page.evaluate(() =>
      document.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ type: 'purchase-error', message: 'Payment cancelled' }),
        }),
      ),
    );
    await expect(notifications(page).getByText('Purchase Error: Payment cancelled')).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'purchase-error' } })),
    );
    await expect(
      notifications(page).getByText('Purchase Error: The purchase could not be completed.'),
    ).toBeVisible();
  });

  test("the wrapper's credit endpoint credits nothing on a server without its secret", async ({
    page,
    request,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    // The e2e server has no WRAPPER_PURCHASE_SECRET (playwright.config.ts): the endpoint is off.
    // Signed credits, and bad, stale or replayed signatures, are the API tests'
    // (apps/api/src/features/purchases/provider.routes.test.ts).
    const { user } = z
      .object({ user: z.object({ id: z.string(), tokens: z.number() }) })
      .parse(await (await page.request.get('/api/me')).json());
    // From the wrapper's backend: no member's cookie, no page's Origin.
    const response = await request.post('/api/wrapper/purchases', {
      headers: { 'x-manna-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      data: {
        transaction_id: 'e2e-store-1',
        user_id: user.id,
        product: 'tokens_30',
        platform: 'ios',
      },
    });
    expect(response.status()).toBe(404);
    await page.goto('/subscription');
    await expect(
      page.getByRole('region', { name: 'Token packs' }).getByText(`You have ${user.tokens} tokens`),
    ).toBeVisible();
  });

  test('an admin completes a test checkout on /purchase-test and sees its provider event', async ({
    page,
    admin,
  }) => {
    expect(admin.email).toBeTruthy();
    const { user } = z
      .object({ user: z.object({ id: z.string() }) })
      .parse(await (await page.request.get('/api/me')).json());
    const events = page.getByRole('region', { name: 'Provider events' });
    // The admin's completed checkouts in the table (earlier tests may have left some).
    const completed = events
      .getByRole('row')
      .filter({ hasText: user.id })
      .filter({ hasText: 'checkout_completed' });

    await page.goto('/purchase-test');
    await expect(
      page
        .getByRole('region', { name: 'Checkouts' })
        .getByText('Payment mode: Test mode (the built-in checkout)'),
    ).toBeVisible();
    await expect(
      events.getByRole('table').or(events.getByText('No provider events yet')),
    ).toBeVisible();
    const before = await completed.count();

    await page
      .getByRole('region', { name: 'Checkouts' })
      .getByRole('listitem')
      .filter({ hasText: '10 tokens' })
      .getByRole('button', { name: 'Start checkout' })
      .click();
    await completeTestCheckout(page);
    await expect(
      page.getByRole('heading', { name: 'Purchase successful! +10 tokens added' }),
    ).toBeVisible();

    await page.goto('/purchase-test');
    await expect(completed).toHaveCount(before + 1);
    await expect(completed.first()).toContainText('Test mode');
  });

  test('a member opening /purchase-test is denied', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/purchase-test');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Checkouts' })).toHaveCount(0);
  });

  test('has no accessibility violations on /subscription, /payment and the success screen', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/subscription');
    await expect(tokenPack(page, 30).getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(subscriptionPlan(page, 'Monthly')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectAccessible(page, '/subscription');

    await tokenPack(page, 10).getByRole('button', { name: 'Buy' }).click();
    await expect(page.getByRole('button', { name: 'Complete test purchase' })).toBeEnabled();
    await expectAccessible(page, '/payment');

    await completeTestCheckout(page);
    await expect(
      page.getByRole('heading', { name: 'Purchase successful! +10 tokens added' }),
    ).toBeVisible();
    await expectAccessible(page, '/subscription/success');
  });
});

test.describe('Purchases, signed out', () => {
  for (const [button, reason] of [
    ['Buy', 'Please log in to purchase tokens'],
    ['Subscribe', 'Please log in to subscribe'],
  ] as const) {
    test(`a visitor pressing '${button}' signs in and comes back to /subscription`, async ({
      page,
      request,
    }) => {
      // Signed up in a context of its own: the page stays a visitor's.
      const member = newMember();
      await signUpAndConfirm(request, member);

      await page.goto('/subscription');
      const pressed = button === 'Buy' ? tokenPack(page, 30) : subscriptionPlan(page, 'Monthly');
      await pressed.getByRole('button', { name: button }).click();

      await expect(page).toHaveURL(/\/login\?/);
      await expect(page.getByText(reason)).toBeVisible();
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(/\/subscription$/);
      await expect(
        page.getByRole('region', { name: 'Token packs' }).getByText(/^You have \d+ tokens?$/),
      ).toBeVisible();
    });
  }
});
