import type { PlanChapter } from '@manna/shared';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { chapterHeading, chapterSubtitle } from '../utils/plan-chapter';
import { dayLabel, estimatedReadingTimeLabel } from '../utils/reading-messages';

/**
 * The side panel's 'Today's Chapter' (docs/product/reading-plans.md#side-panel): title, day and
 * reading time.
 */
export function TodaysChapterCard({ chapter }: { chapter: PlanChapter }) {
  const headingId = useId();
  const subtitle = chapterSubtitle(chapter);
  return (
    <Card role="region" aria-labelledby={headingId} className="p-5">
      <h2 id={headingId} className="font-serif text-lg font-semibold">
        Today's Chapter
      </h2>
      <div className="mt-3 flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <BookOpen aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{chapterHeading(chapter)}</p>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
          <p className="mt-2 text-sm">
            <span className="font-medium">{dayLabel(chapter.day_number)}</span>
            <span aria-hidden="true" className="text-muted-foreground">
              {' '}
              ·{' '}
            </span>
            <span className="text-muted-foreground">
              {estimatedReadingTimeLabel(chapter.estimated_minutes)}
            </span>
          </p>
        </div>
      </div>
    </Card>
  );
}
