import { type ReactNode, useId } from 'react';
import { RegionCard } from '@/components/ui/region-card';

interface PurchaseSectionProps {
  /** The card's heading, which names the region. */
  title: string;
  description?: ReactNode;
  /** Beside the heading: a status, a Refresh button. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One card of the purchase screens: a region named by its heading, with a line under it. */
export function PurchaseSection({ title, description, aside, children }: PurchaseSectionProps) {
  const titleId = useId();
  return (
    <RegionCard titleId={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-serif text-2xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </RegionCard>
  );
}
