import { TEST_MODE_NOTICE } from '@manna/shared';
import { Alert } from '@/components/ui/alert';

/** Whenever the server sells through the built-in checkout (docs/product/purchases.md#subscription). */
export function TestModeBanner() {
  return <Alert variant="info">{TEST_MODE_NOTICE}</Alert>;
}
