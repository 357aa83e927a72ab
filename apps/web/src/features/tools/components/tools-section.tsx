import { type ReactNode, useId } from 'react';
import { RegionCard } from '@/components/ui/region-card';

/** One card of the tools screens: a region named by its heading. */
export function ToolsSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <RegionCard titleId={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </RegionCard>
  );
}
