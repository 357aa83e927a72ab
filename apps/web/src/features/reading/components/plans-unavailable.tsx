import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PLANS_FAILED_TITLE } from '../utils/reading-messages';
import { reloadPage } from '../utils/reload-page';

/**
 * When plans cannot be had: 'Bible Reading Plan', the error and a Retry that reloads
 * (docs/product/reading-plans.md#the-reading-screen).
 */
export function PlansUnavailable({ message }: { message: string }) {
  return (
    <section aria-labelledby="plans-unavailable-title" className="flex flex-col gap-5">
      <Link
        to={paths.app.home.getHref()}
        className="self-start rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Back to Home
      </Link>
      <h1 id="plans-unavailable-title" className="font-serif text-3xl font-semibold">
        {PLANS_FAILED_TITLE}
      </h1>
      <Alert>{message}</Alert>
      <Button variant="outline" className="self-start" onClick={reloadPage}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </section>
  );
}
