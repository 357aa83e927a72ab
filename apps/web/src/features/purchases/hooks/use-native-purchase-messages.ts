import { type CurrentUser, purchaseErrorMessage, purchaseSuccessMessage } from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { userQueryKey } from '@/features/auth';
import { listenForNativeMessages } from '@/lib/native-purchase-bridge';
import { purchasesQueryPrefix } from '../api/query-keys';

/**
 * Hears the native wrapper's purchase messages (docs/native-wrapper.md#purchases): 'tokens
 * updated' shows the new balance at once, refreshes the member, their subscription, plan access
 * and token history, and says 'Purchase successful! +{N} tokens added'; 'purchase-error' says
 * 'Purchase Error: {message}'. Mount it once (the router does inside the wrapper).
 */
export function useNativePurchaseMessages({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return listenForNativeMessages((message) => {
      if (message.type === 'purchase-error') {
        console.error(purchaseErrorMessage(message.message));
        toast({ type: 'error', title: purchaseErrorMessage(message.message) });
        return;
      }
      queryClient.setQueryData(userQueryKey, (user: CurrentUser | null | undefined) =>
        user ? { ...user, tokens: message.tokens } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: purchasesQueryPrefix });
      if (message.tokensAdded > 0) {
        toast({ type: 'success', title: purchaseSuccessMessage(message.tokensAdded) });
      }
    });
  }, [queryClient, enabled]);
}
