import { missedBadge, type PlanChapter, type ScheduleAdjustmentKind } from '@manna/shared';
import { History } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { chapterHeading, chapterSubtitle } from '../utils/plan-chapter';
import { catchUpSentence, dayLabel, INLINE_ERROR_TITLE } from '../utils/reading-messages';
import { SCHEDULE_CHOICE_LABELS } from '../utils/schedule-messages';

interface CatchUpCardProps {
  missed: readonly PlanChapter[];
  isOpen: boolean;
  isPending: boolean;
  error: string | null;
  onOpen: () => void;
  onCancel: () => void;
  onMarkAllRead: () => void;
  /** Catching up by changing the plan instead (docs/product/reading-plans.md). */
  onChoose: (kind: ScheduleAdjustmentKind) => void;
}

/**
 * The 'Catch Up' card (docs/product/reading-plans.md#catch-up), shown while missed chapters exist:
 * the count, the sentence, and the list of missed readings behind 'View Missed Readings' with
 * Cancel and 'Mark All as Read', and beside them our two ways of changing the plan instead.
 */
export function CatchUpCard({
  missed,
  isOpen,
  isPending,
  error,
  onOpen,
  onCancel,
  onMarkAllRead,
  onChoose,
}: CatchUpCardProps) {
  const headingId = useId();
  const listLabelId = useId();
  const listRef = useRef<HTMLElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);

  // The button pressed disappears either way, so focus follows the change.
  useEffect(() => {
    if (wasOpen.current === isOpen) return;
    wasOpen.current = isOpen;
    if (isOpen) listRef.current?.focus();
    else openButtonRef.current?.focus();
  }, [isOpen]);

  const count = missed.length;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-primary/30 p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-serif text-lg font-semibold">
          <History aria-hidden="true" className="size-5 text-primary" />
          Catch Up
        </h2>
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          {missedBadge(count)}
        </span>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{catchUpSentence(count)}</p>

      {isOpen ? (
        <>
          <p id={listLabelId} className="text-sm font-semibold">
            Missed readings
          </p>
          {/* Scrolls at a max height; focusable so keyboards can scroll it too. */}
          <section
            ref={listRef}
            aria-labelledby={listLabelId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
            tabIndex={0}
            className="max-h-64 overflow-y-auto overscroll-contain rounded-xl border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ul className="divide-y divide-border">
              {missed.map((chapter) => {
                const subtitle = chapterSubtitle(chapter);
                return (
                  <li key={chapter.id} className="flex items-start justify-between gap-3 px-3 py-2">
                    <span className="min-w-0">
                      <span className="block text-sm font-medium">{chapterHeading(chapter)}</span>
                      {subtitle ? (
                        <span className="block text-xs text-muted-foreground">{subtitle}</span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-xs font-medium text-muted-foreground tabular-nums">
                      {dayLabel(chapter.day_number)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={isPending}>
              Cancel
            </Button>
            <Button size="sm" onClick={onMarkAllRead} disabled={isPending}>
              {isPending ? <ButtonSpinner /> : null}
              Mark All as Read
            </Button>
          </div>
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <p className="text-sm text-muted-foreground">Or change your plan:</p>
            <div className="flex flex-wrap gap-2">
              {(['shift', 'spread'] as const).map((kind) => (
                <Button
                  key={kind}
                  variant="outline"
                  size="sm"
                  onClick={() => onChoose(kind)}
                  disabled={isPending}
                >
                  {SCHEDULE_CHOICE_LABELS[kind]}
                </Button>
              ))}
            </div>
          </div>
        </>
      ) : (
        <Button
          ref={openButtonRef}
          variant="outline"
          size="sm"
          onClick={onOpen}
          className="self-start"
        >
          View Missed Readings
        </Button>
      )}

      {error ? <Alert title={INLINE_ERROR_TITLE}>{error}</Alert> : null}
    </Card>
  );
}
