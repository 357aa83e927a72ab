import { clampChapterIndex, MANUAL_NAVIGATION_HOLD_MS, type PlanChapter } from '@manna/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Position {
  planId: string | undefined;
  index: number;
  /** The default this position last took into account. */
  seenDefault: number;
}

export interface CurrentChapter {
  index: number;
  chapter: PlanChapter | undefined;
  isFirst: boolean;
  isLast: boolean;
  goPrevious: () => void;
  goNext: () => void;
  goTo: (index: number) => void;
  /** Keeps the position for a moment, as after marking a chapter read. */
  hold: () => void;
}

/**
 * The chapter on screen (docs/product/reading-plans.md#where-the-member-stands-one-source) is the
 * first one not yet completed (or the first: `defaultIndex`, readingPosition's nextIndex),
 * following the member's progress as it changes, except while the member has just navigated or
 * marked a chapter: for MANUAL_NAVIGATION_HOLD_MS after that, a change in progress leaves the
 * position alone. A change seen during the hold is taken as acknowledged, so the end of the hold
 * never moves the member; only a later change in progress does.
 */
export function useCurrentChapter(
  planId: string | undefined,
  chapters: readonly PlanChapter[],
  defaultIndex: number,
): CurrentChapter {
  const [holding, setHolding] = useState(false);
  const [position, setPosition] = useState<Position>({
    planId,
    index: defaultIndex,
    seenDefault: defaultIndex,
  });

  // Adjusting state while rendering (not in an effect) keeps a stale chapter off the screen.
  let current = position;
  if (position.planId !== planId) {
    current = { planId, index: defaultIndex, seenDefault: defaultIndex };
    setPosition(current);
  } else if (position.seenDefault !== defaultIndex) {
    current = holding
      ? { ...position, seenDefault: defaultIndex }
      : { planId, index: defaultIndex, seenDefault: defaultIndex };
    setPosition(current);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hold = useCallback(() => {
    setHolding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHolding(false), MANUAL_NAVIGATION_HOLD_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const count = chapters.length;
  const index = clampChapterIndex(current.index, count);
  const goTo = useCallback(
    (next: number) => {
      hold();
      setPosition((previous) => ({ ...previous, index: clampChapterIndex(next, count) }));
    },
    [hold, count],
  );

  return {
    index,
    chapter: chapters[index],
    isFirst: index === 0,
    isLast: index >= count - 1,
    goPrevious: () => goTo(index - 1),
    goNext: () => goTo(index + 1),
    goTo,
    hold,
  };
}
