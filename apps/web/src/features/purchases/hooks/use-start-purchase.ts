import {
  LOGIN_TO_PURCHASE_TOKENS,
  LOGIN_TO_SUBSCRIBE,
  SUBSCRIPTION_START_FAILED,
  TOKEN_PURCHASE_FAILED,
  tokenPackProductId,
} from '@manna/shared';
import { type NavigateFunction, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { buildLoginRedirect, type SignInRequiredState, useUser } from '@/features/auth';
import { type NativePurchaseRequest, requestNativePurchase } from '@/lib/native-purchase-bridge';
import { reportFailure } from '@/lib/report-failure';
import { type PurchaseItem, useStartCheckout } from '../api/start-checkout';
import { externalSite } from '../utils/external-site';

function nativeRequestFor(item: PurchaseItem): NativePurchaseRequest {
  return item.kind === 'tokens'
    ? { type: 'tokens', plan: tokenPackProductId(item.amount) }
    : { type: 'subscription', plan: item.plan };
}

/**
 * Goes where the server says the member pays: the test-mode checkout is a screen of this app,
 * Stripe's page is another site.
 */
export function followCheckoutUrl(url: string, navigate: NavigateFunction): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else externalSite.leave(url);
}

/**
 * Buying a pack or a plan (docs/product/purchases.md#messages): a visitor is sent to sign in
 * and back to /subscription; inside the native wrapper the store buys it
 * (docs/native-wrapper.md#purchases); in a browser a checkout is started and the member sent to
 * pay. `pendingItem` is the purchase being started; `leaving` stays true once the member is on
 * their way, so the buttons do not start a second checkout.
 */
export function useStartPurchase() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const start = useStartCheckout();

  const purchase = (item: PurchaseItem) => {
    if (!user) {
      // The sign-in screen says why (docs/product/purchases.md#messages).
      const state: SignInRequiredState = {
        signInRequired: true,
        reason: item.kind === 'tokens' ? LOGIN_TO_PURCHASE_TOKENS : LOGIN_TO_SUBSCRIBE,
      };
      navigate(buildLoginRedirect(paths.app.subscription.getHref(), ''), { state });
      return;
    }
    if (requestNativePurchase(nativeRequestFor(item))) return;
    start.mutate(item, {
      onSuccess: ({ url }) => followCheckoutUrl(url, navigate),
      onError: (error) =>
        reportFailure(error, {
          context:
            item.kind === 'tokens'
              ? 'Failed to start token purchase'
              : 'Failed to start subscription',
          details: item,
          toastTitle: item.kind === 'tokens' ? TOKEN_PURCHASE_FAILED : SUBSCRIPTION_START_FAILED,
        }),
    });
  };

  return {
    purchase,
    pendingItem: start.isPending ? start.variables : undefined,
    leaving: start.isSuccess,
  };
}
