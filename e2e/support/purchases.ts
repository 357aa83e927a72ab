import { expect, type Page } from '@playwright/test';

// What a member does to buy and unlock (docs/product/purchases.md#screens), on a server in test
// mode: the e2e server has no Stripe keys, so checkouts go through the built-in /payment screen.

/** A pack on /subscription, by its amount ('30 tokens'), with its price and 'Buy'. */
export const tokenPack = (page: Page, amount: number) =>
  page
    .getByRole('region', { name: 'Token packs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${amount} tokens`, exact: true }) });

/** A subscription plan on /subscription ('Monthly', 'Yearly'), with its price and 'Subscribe'. */
export const subscriptionPlan = (page: Page, name: 'Monthly' | 'Yearly') =>
  page.getByRole('region', { name: 'Choose a plan' }).getByRole('article', { name });

/** A plan on the Full Plan tab of /reading, by its title. */
export const readingPlan = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** The test-mode checkout: its 'Test mode' label, then 'Complete test purchase'. */
export async function completeTestCheckout(page: Page) {
  await expect(page).toHaveURL(/\/payment\?checkout=[\w-]+$/);
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible();
  await checkout.getByRole('button', { name: 'Complete test purchase' }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?checkout=[\w-]+$/);
}

/** Buys a pack on /subscription through the test-mode checkout, up to the success screen. */
export async function buyTokens(page: Page, amount: 10 | 30 | 100) {
  await page.goto('/subscription');
  await tokenPack(page, amount).getByRole('button', { name: 'Buy' }).click();
  await completeTestCheckout(page);
  await expect(
    page.getByRole('heading', { name: `Purchase successful! +${amount} tokens added` }),
  ).toBeVisible();
}

/** Subscribes on /subscription through the test-mode checkout, up to the success screen. */
export async function subscribe(page: Page, plan: 'Monthly' | 'Yearly') {
  await page.goto('/subscription');
  await subscriptionPlan(page, plan).getByRole('button', { name: 'Subscribe' }).click();
  await completeTestCheckout(page);
  await expect(
    page.getByRole('heading', { name: `Your ${plan} subscription is active` }),
  ).toBeVisible();
}

/**
 * Unlocks a premium plan on the Full Plan tab (already open) with tokens: 'Unlock for N tokens',
 * asked first, then the plan is marked 'Unlocked' and can be selected.
 */
export async function unlockPlan(page: Page, title: string, price = 30) {
  const plan = readingPlan(page, title);
  await expect(plan.getByText('Premium', { exact: true })).toBeVisible();
  await plan.getByRole('button', { name: `Unlock for ${price} tokens` }).click();
  const dialog = page.getByRole('dialog', { name: `Unlock ${title}?` });
  await dialog.getByRole('button', { name: `Unlock for ${price} tokens` }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText('Unlocked', { exact: true })).toBeVisible();
}
