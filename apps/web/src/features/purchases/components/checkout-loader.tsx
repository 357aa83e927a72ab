import { CHECKOUT_NOT_FOUND, type Checkout } from '@manna/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { MessageScreen } from '@/components/errors/message-screen';
import { ItemLoader } from '@/components/layouts/item-loader';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';

const BACK = { label: 'Back to subscription', to: paths.app.subscription.getHref() };
const NOT_FOUND_MESSAGE = 'This checkout is not yours, or it does not exist.';

/** 'Checkout not found': another member's checkout answers exactly like one that never existed. */
export function CheckoutNotFound() {
  return (
    <MessageScreen icon={SearchX} title={CHECKOUT_NOT_FOUND} action={BACK}>
      {NOT_FOUND_MESSAGE}
    </MessageScreen>
  );
}

interface CheckoutLoaderProps {
  query: UseQueryResult<Checkout>;
  pageTitle: string;
  loadingLabel: string;
  children: (checkout: Checkout) => ReactNode;
}

/** Loads the checkout of ?checkout={id} and renders it; a 404 is 'Checkout not found'. */
export function CheckoutLoader({ query, pageTitle, loadingLabel, children }: CheckoutLoaderProps) {
  return (
    <ItemLoader
      query={query}
      pageTitle={pageTitle}
      loadingLabel={loadingLabel}
      errorTitle="We couldn't load this checkout"
      back={<BackLink to={BACK.to}>{BACK.label}</BackLink>}
      notFound={{ title: CHECKOUT_NOT_FOUND, message: NOT_FOUND_MESSAGE, action: BACK }}
    >
      {children}
    </ItemLoader>
  );
}
