import type { PlanChapter, TranslationId } from '@manna/shared';
import { BookOpenCheck, Check, ChevronLeft, ChevronRight, Clock, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import {
  bookCodeOf,
  chapterHeading,
  chapterPositionLabel,
  chapterSubtitle,
  dayLabel,
  estimatedMinutesLabel,
  NO_READING_TODAY_MESSAGE,
} from '@/features/reading';
import { useChapterPrefetch } from '@/features/scripture-cache';
import { LazyStudyScripturePanel } from '../study-scripture/lazy-study-scripture-panel';

interface TodayReadingProps {
  chapter: PlanChapter | undefined;
  /** 0-based position of the chapter in the plan. */
  index: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
  isCompleted: boolean;
  isUpdating: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleCompleted: () => void;
  translation: TranslationId;
  onTranslationChange: (translation: TranslationId) => void;
}

/**
 * The Today tab (docs/product/reading-plans.md#today-tab): the chapter heading, estimated minutes,
 * 'Chapter X of N', 'Day D', Previous/Next within the plan, the read toggle, then the scripture
 * itself (whose panel carries the translation dropdown).
 */
export function TodayReading({
  chapter,
  index,
  total,
  isFirst,
  isLast,
  isCompleted,
  isUpdating,
  onPrevious,
  onNext,
  onToggleCompleted,
  translation,
  onTranslationChange,
}: TodayReadingProps) {
  const headingId = useId();
  const book = chapter ? bookCodeOf(chapter) : '';
  // Once the chapter shows, warm its neighbours (1.5 s next, 3 s previous).
  useChapterPrefetch({
    translation,
    book,
    chapter: chapter?.chapter ?? 0,
    enabled: chapter !== undefined,
  });

  if (!chapter) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
        <BookOpenCheck aria-hidden="true" className="size-8 text-primary" />
        <p className="text-muted-foreground">{NO_READING_TODAY_MESSAGE}</p>
      </div>
    );
  }

  const subtitle = chapterSubtitle(chapter);
  let toggleLabel = isCompleted ? 'Mark as Unread' : 'Mark as Read';
  if (isUpdating) toggleLabel = 'Updating...';
  let toggleIcon = isCompleted ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />;
  if (isUpdating) toggleIcon = <ButtonSpinner />;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:gap-4">
      <div className="rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-5">
        <ul className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:text-sm">
          <li className="font-semibold text-primary">{dayLabel(chapter.day_number)}</li>
          <li aria-hidden="true">·</li>
          <li>{chapterPositionLabel(index + 1, total)}</li>
          <li aria-hidden="true">·</li>
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <span>{estimatedMinutesLabel(chapter.estimated_minutes)}</span>
          </li>
        </ul>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-1.5">
          <h2 id={headingId} className="font-serif text-xl font-semibold sm:text-3xl">
            {chapterHeading(chapter)}
          </h2>
          {isCompleted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success/12 px-2.5 py-0.5 text-xs font-semibold text-success">
              <Check aria-hidden="true" className="size-3.5" />
              Read
            </span>
          ) : null}
        </div>
        {subtitle ? (
          <p className="truncate text-sm text-muted-foreground sm:mt-1 sm:text-base">{subtitle}</p>
        ) : null}

        {/* A phone gets one row: Previous, the read toggle, Next. */}
        <div className="mt-3 grid grid-cols-[auto_1fr_auto] items-center gap-2 sm:mt-4 sm:flex sm:flex-col sm:items-stretch sm:gap-3">
          <Button
            variant={isCompleted ? 'outline' : 'primary'}
            onClick={onToggleCompleted}
            disabled={isUpdating}
            className="col-start-2 row-start-1 w-full sm:w-auto sm:self-start"
          >
            {toggleIcon}
            {toggleLabel}
          </Button>
          <nav
            aria-label="Plan chapters"
            className="contents sm:flex sm:items-center sm:justify-between sm:gap-3"
          >
            <Button
              variant="outline"
              size="sm"
              onClick={onPrevious}
              disabled={isFirst}
              className="col-start-1 row-start-1 max-sm:size-10 max-sm:px-0"
            >
              <ChevronLeft aria-hidden="true" />
              <span className="max-sm:sr-only">Previous</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onNext}
              disabled={isLast}
              className="col-start-3 row-start-1 max-sm:size-10 max-sm:px-0"
            >
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </div>
      </div>

      <LazyStudyScripturePanel
        book={book}
        chapter={chapter.chapter}
        translation={translation}
        onTranslationChange={onTranslationChange}
        pager={{
          onPrevious: isFirst ? undefined : onPrevious,
          onNext: isLast ? undefined : onNext,
        }}
      />
    </section>
  );
}
