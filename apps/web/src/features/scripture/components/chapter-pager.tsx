import { findBookByCode } from '@manna/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ChapterLocation } from '../utils/last-read';

interface ChapterPagerButtonProps {
  direction: 'previous' | 'next';
  /** Where it leads; null at either end of the Bible (the button is then disabled). */
  target: ChapterLocation | null;
  getHref: (target: ChapterLocation) => string;
}

/** Previous/Next chapter, crossing book boundaries (Malachi 4 → Matthew 1). */
export function ChapterPagerButton({ direction, target, getHref }: ChapterPagerButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const word = direction === 'previous' ? 'Previous chapter' : 'Next chapter';
  if (!target) {
    return (
      <Button variant="outline" size="icon" disabled aria-label={word} className="shrink-0">
        <Icon aria-hidden="true" />
      </Button>
    );
  }
  const name = findBookByCode(target.book)?.name ?? target.book;
  return (
    <Button asChild variant="outline" size="icon" className="shrink-0">
      <Link to={getHref(target)} aria-label={`${word}: ${name} ${target.chapter}`}>
        <Icon aria-hidden="true" />
      </Link>
    </Button>
  );
}
