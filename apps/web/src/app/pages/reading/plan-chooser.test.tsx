import type { ReadingPlan } from '@manna/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubPurchasesApi } from '@/features/purchases/testing/fake-purchases-api';
import { planAccess } from '@/features/purchases/testing/purchase-fixtures';
import { jsonResponse } from '@/testing/fake-fetch';
import { required } from '@/testing/required';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { PlanChooser } from './plan-chooser';

function plan(id: string, title: string): ReadingPlan {
  return {
    id,
    title,
    description: `About ${title}.`,
    duration_days: 30,
    daily_minutes: 15,
    chapter_count: 30,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

const PLANS = [
  plan('nt', 'New Testament Reading Plan'),
  plan('gospels', 'The Gospels in 30 Days'),
  plan('paul', 'The Letters of Paul'),
  plan('psalms', 'Psalms and Proverbs in 31 Days'),
];

const ACCESS = [
  planAccess('nt', 'new-testament', 'free'),
  planAccess('gospels', 'gospels-30-days', 'locked'),
  planAccess('paul', 'letters-of-paul', 'unlocked'),
  planAccess('psalms', 'psalms-and-proverbs-31-days', 'included'),
];

function Chooser() {
  const [selected, setSelected] = useState('nt');
  return (
    <PlanChooser
      plans={PLANS}
      selectedPlanId={selected}
      onSelect={(chosen) => setSelected(chosen.id)}
    />
  );
}

function renderChooser() {
  return renderRoutesAsMember([{ path: '/reading', element: <Chooser /> }], {
    path: '/reading',
    member: buildUser({ tokens: 42 }),
  });
}

/** The plan titled `title` in the list, to look inside. */
function planItem(title: string) {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  return within(required(heading.closest('li'), `the plan ${title}`));
}

const notifications = () => screen.getByRole('region', { name: /notifications/i });

describe('PlanChooser', () => {
  setupFakeApiSuite();

  it("marks each plan and offers a locked one 'Unlock' and 'Subscribe' instead of 'Select'", async () => {
    stubPurchasesApi({ plans: ACCESS, tokens: 42 });
    renderChooser();

    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(planItem('New Testament Reading Plan').getByText('Free')).toBeInTheDocument();
    expect(planItem('The Letters of Paul').getByText('Unlocked')).toBeInTheDocument();
    expect(
      planItem('Psalms and Proverbs in 31 Days').getByText('Included with your subscription'),
    ).toBeInTheDocument();
    expect(
      planItem('Psalms and Proverbs in 31 Days').getByRole('button', { name: 'Select' }),
    ).toBeEnabled();

    const gospels = planItem('The Gospels in 30 Days');
    expect(gospels.getByText('Premium')).toBeInTheDocument();
    expect(gospels.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(
      gospels.getByRole('button', { name: 'Unlock for 30 tokens' }),
    ).toHaveAccessibleDescription('The Gospels in 30 Days');
    expect(gospels.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByText(/Unlock a premium plan for 30 tokens, or/)).toHaveTextContent(
      'Unlock a premium plan for 30 tokens, or subscribe to read them all. You have 42 tokens.',
    );
  });

  it('unlocks a plan with tokens after asking, and then offers to select it', async () => {
    const api = stubPurchasesApi({ plans: ACCESS, tokens: 42 });
    const { user } = renderChooser();

    await screen.findByText('Premium');
    await user.click(
      planItem('The Gospels in 30 Days').getByRole('button', { name: 'Unlock for 30 tokens' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unlock The Gospels in 30 Days?' });
    expect(dialog).toHaveTextContent(
      'It costs 30 tokens and stays yours for good. You have 42 tokens.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 30 tokens' }));

    expect(await within(notifications()).findByText('Plan unlocked')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const gospels = planItem('The Gospels in 30 Days');
    expect(gospels.getByText('Unlocked')).toBeInTheDocument();
    await user.click(gospels.getByRole('button', { name: 'Select' }));
    expect(gospels.getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(api.count('POST', '/api/plan-access/gospels/unlock')).toBe(1);
  });

  it("shows the server's refusal in the dialog when the tokens are too few", async () => {
    const refusal = 'You need 30 tokens to unlock this plan. You have 5.';
    stubPurchasesApi({
      plans: ACCESS,
      tokens: 5,
      override: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/unlock')
          ? jsonResponse(409, { error: refusal })
          : undefined,
    });
    const { user } = renderChooser();

    await screen.findByText('Premium');
    await user.click(
      planItem('The Gospels in 30 Days').getByRole('button', { name: 'Unlock for 30 tokens' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 30 tokens' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(planItem('The Gospels in 30 Days').getByText('Premium')).toBeInTheDocument();
  });

  it('lists the plans unmarked when their access cannot be loaded', async () => {
    stubPurchasesApi({
      override: ({ url }) =>
        url.pathname === '/api/plan-access' ? jsonResponse(500, { error: 'Down' }) : undefined,
    });
    renderChooser();

    await screen.findByRole('list', { name: 'Available Plans' });
    await waitFor(() =>
      expect(vi.mocked(console.error).mock.calls.map(([line]) => line)).toContain(
        'Failed to fetch plan access: Down',
      ),
    );
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(
      planItem('The Gospels in 30 Days').getByRole('button', { name: 'Select' }),
    ).toBeEnabled();
  });
});
