import {
  CHECKOUT_NOT_FOUND,
  type Checkout,
  type CurrentUser,
  JOURNAL_PAGE_SIZE,
  type MemberSubscription,
  meEndpoints,
  type PaymentEvent,
  type PaymentMode,
  type PlanAccess,
  type PurchaseCatalog,
  purchasesEndpoints,
  type TokenLedgerEntry,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage } from '@/testing/fake-records';
import { makeCatalog, makeCheckout } from './purchase-fixtures';

interface FakePurchasesApiOptions extends FakeApiOptions {
  /** GET /api/me answers this member (null: a visitor). */
  member?: CurrentUser | null;
  mode?: PaymentMode;
  catalog?: PurchaseCatalog;
  subscription?: MemberSubscription | null;
  checkouts?: Checkout[];
  plans?: PlanAccess[];
  /** The balance GET /api/plan-access answers; the member's unless given. */
  tokens?: number;
  ledger?: TokenLedgerEntry[];
  events?: PaymentEvent[];
}

export const STRIPE_CHECKOUT_URL = 'https://checkout.stripe.test/c/pay';
export const BILLING_PORTAL_URL = 'https://billing.stripe.test/p/session';

/**
 * An in-memory purchases API on a stubbed fetch (purchasesEndpoints, and GET /api/me for the
 * balance). It keeps data, not the server's rules: a started checkout is open at the catalog's
 * price, completing one credits what it bought, unlocking spends the catalog's price. Refusals
 * (too few tokens, test mode off, a failed start) are given with `override`.
 */
export function stubPurchasesApi(options: FakePurchasesApiOptions = {}) {
  const catalog = options.catalog ?? makeCatalog(options.mode);
  let member = options.member === undefined ? null : options.member;
  let subscription = options.subscription ?? null;
  let checkouts = [...(options.checkouts ?? [])];
  let plans = [...(options.plans ?? [])];
  let tokens = options.tokens ?? member?.tokens ?? 0;
  let started = 0;
  const notFound = failure(404, CHECKOUT_NOT_FOUND);
  const find = (id: string) => checkouts.find((checkout) => checkout.id === id);
  const save = (checkout: Checkout) => {
    checkouts = checkouts.map((known) => (known.id === checkout.id ? checkout : known));
    return { checkout };
  };
  const open = (fields: Partial<Checkout>) => {
    started += 1;
    const checkout = makeCheckout({
      id: `started-${started}`,
      currency: catalog.currency,
      ...fields,
    });
    checkouts.push(checkout);
    const url =
      catalog.mode === 'stripe' ? STRIPE_CHECKOUT_URL : `/payment?checkout=${checkout.id}`;
    return reply(201, { checkout, url });
  };

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(meEndpoints.get, () => ({ user: member })),
      fakeRoute(purchasesEndpoints.catalog, () => catalog),
      fakeRoute(purchasesEndpoints.startTokenCheckout, ({ body }) =>
        open({
          kind: 'tokens',
          token_amount: body.amount,
          plan: null,
          price: catalog.token_packs.find((pack) => pack.amount === body.amount)?.price ?? 0,
        }),
      ),
      fakeRoute(purchasesEndpoints.startSubscriptionCheckout, ({ body }) =>
        open({
          kind: 'subscription',
          token_amount: null,
          plan: body.plan,
          price: catalog.plans.find((offer) => offer.plan === body.plan)?.price ?? 0,
        }),
      ),
      fakeRoute(purchasesEndpoints.completeTestCheckout, ({ params }) => {
        const checkout = find(params.id);
        if (!checkout) return notFound;
        const tokensAdded =
          checkout.token_amount ??
          catalog.plans.find((offer) => offer.plan === checkout.plan)?.monthly_token_grant ??
          0;
        if (member) member = { ...member, tokens: member.tokens + tokensAdded };
        return save({
          ...checkout,
          status: 'completed',
          tokens_added: tokensAdded,
          completed_at: FAKE_NOW,
        });
      }),
      fakeRoute(purchasesEndpoints.cancelCheckout, ({ params }) => {
        const checkout = find(params.id);
        return checkout ? save({ ...checkout, status: 'canceled' }) : notFound;
      }),
      fakeRoute(purchasesEndpoints.checkout, ({ params }) => {
        const checkout = find(params.id);
        return checkout ? { checkout } : notFound;
      }),
      fakeRoute(purchasesEndpoints.subscription, () => ({ subscription })),
      fakeRoute(purchasesEndpoints.billingPortal, () => ({ url: BILLING_PORTAL_URL })),
      fakeRoute(purchasesEndpoints.cancelSubscription, () => {
        if (!subscription) return failure(404, 'You have no subscription to change');
        subscription = { ...subscription, cancel_at_period_end: true };
        return { subscription };
      }),
      fakeRoute(purchasesEndpoints.resumeSubscription, () => {
        if (!subscription) return failure(404, 'You have no subscription to change');
        subscription = { ...subscription, cancel_at_period_end: false };
        return { subscription };
      }),
      fakeRoute(purchasesEndpoints.planAccess, () => ({
        plans,
        unlock_price_tokens: catalog.plan_unlock_price_tokens,
        tokens,
      })),
      fakeRoute(purchasesEndpoints.unlockPlan, ({ params }) => {
        const known = plans.find((plan) => plan.plan_id === params.planId);
        if (!known) return failure(404, 'Reading plan not found');
        const plan: PlanAccess = { ...known, access: 'unlocked' };
        plans = plans.map((candidate) => (candidate.plan_id === plan.plan_id ? plan : candidate));
        tokens -= catalog.plan_unlock_price_tokens;
        return { plan, tokens };
      }),
      fakeRoute(purchasesEndpoints.tokenLedger, ({ url }) =>
        fakePage(options.ledger ?? [], url, {
          defaultLimit: JOURNAL_PAGE_SIZE,
          max: options.pageSize,
        }),
      ),
      fakeRoute(purchasesEndpoints.recentPaymentEvents, () => ({ events: options.events ?? [] })),
    ],
    options,
  );

  return {
    fetchMock,
    calls,
    /** The requests to `method path` so far, their bodies in order. */
    bodies: (method: string, path: string) =>
      calls()
        .filter((request) => request.method === method && request.url.pathname === path)
        .map((request) => request.body),
    /** How many times `method path` was asked. */
    count: (method: string, path: string) =>
      calls().filter((request) => request.method === method && request.url.pathname === path)
        .length,
    checkouts: () => checkouts,
    /** Changes a checkout as the server would after a webhook. */
    settle: (id: string, changes: Partial<Checkout>) => {
      const checkout = find(id);
      if (!checkout) throw new Error(`No checkout ${id}`);
      save({ ...checkout, ...changes });
    },
    setMember: (next: CurrentUser | null) => {
      member = next;
    },
    setSubscription: (next: MemberSubscription | null) => {
      subscription = next;
    },
    tokens: () => tokens,
  };
}
