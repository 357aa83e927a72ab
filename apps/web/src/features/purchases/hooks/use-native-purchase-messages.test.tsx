import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { buildUser, renderWithQueryClient, setupFakeApiSuite } from '@/testing/test-utils';
import { stubPurchasesApi } from '../testing/fake-purchases-api';
import { makeSubscription } from '../testing/purchase-fixtures';
import { useNativePurchaseMessages } from './use-native-purchase-messages';

function Listener({ enabled }: { enabled?: boolean }) {
  useNativePurchaseMessages({ enabled });
  return <Toaster />;
}

const notifications = () => screen.getByRole('region', { name: /notifications/i });
const post = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data }));
  });

describe('useNativePurchaseMessages', () => {
  setupFakeApiSuite();

  it("on 'tokens updated' shows the balance, refreshes the member's data and says so", async () => {
    const member = buildUser({ tokens: 12 });
    stubPurchasesApi({ member: { ...member, tokens: 42 } });
    const { queryClient } = renderWithQueryClient(<Listener />);
    queryClient.setQueryData(['user'], member);
    queryClient.setQueryData(['purchases', 'subscription'], makeSubscription());

    post(JSON.stringify({ type: 'tokens updated', tokens: 42, tokensAdded: 30 }));

    expect(
      await within(notifications()).findByText('Purchase successful! +30 tokens added'),
    ).toBeInTheDocument();
    expect(queryClient.getQueryData(['user'])).toMatchObject({ tokens: 42 });
    // The member, and the purchases data (subscription, plan access, history), are stale now:
    // open screens ask again at once, others when they open.
    expect(queryClient.getQueryState(['user'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['purchases', 'subscription'])?.isInvalidated).toBe(true);
  });

  it("on 'purchase-error' says 'Purchase Error: {message}'", async () => {
    stubPurchasesApi();
    renderWithQueryClient(<Listener />);

    post({ type: 'purchase-error', message: 'Payment cancelled by the user' });

    expect(
      await within(notifications()).findByText('Purchase Error: Payment cancelled by the user'),
    ).toBeInTheDocument();
  });

  it('hears nothing when not enabled', async () => {
    const api = stubPurchasesApi();
    renderWithQueryClient(<Listener enabled={false} />);

    post({ type: 'purchase-error', message: 'Card declined' });
    post({ type: 'tokens updated', tokens: 1, tokensAdded: 1 });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Purchase/)).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
