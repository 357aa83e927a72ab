import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

interface RegionCardProps {
  /** The id of the card's heading, which names the region. */
  titleId: string;
  className?: string;
  children: ReactNode;
}

/** A card that is a landmark of its own (home's reading and prayer cards). */
export function RegionCard({ titleId, className, children }: RegionCardProps) {
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 p-5 sm:p-6', className)}
    >
      {children}
    </Card>
  );
}

/** The small capitals over a card's title, saying what the card is about. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-widest text-primary uppercase">{children}</p>;
}
