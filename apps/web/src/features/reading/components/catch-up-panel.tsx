import type {
  ChapterProgress,
  EarnedAchievement,
  ReadingPosition,
  ScheduleAdjustmentKind,
} from '@manna/shared';
import { useState } from 'react';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { useCatchUp } from '../hooks/use-catch-up';
import { CatchUpCard } from './catch-up-card';

// The dialog (with Radix Dialog and the schedule preview) loads with the first choice that opens
// it: most members are never behind, and the side panel shows without it
// (docs/decisions/016-reading-first-load.md).
const CatchUpChoiceDialog = lazyExport(
  () => import('./catch-up-choice-dialog'),
  'CatchUpChoiceDialog',
);

interface CatchUpPanelProps {
  planId: string;
  position: ReadingPosition;
  records: readonly ChapterProgress[];
  timeZone: string | null | undefined;
  onEarned: (earned: readonly EarnedAchievement[]) => void;
}

/**
 * 'Catch Up' (docs/product/reading-plans.md#catch-up) for a member with missed chapters: Mark All
 * as Read, or one of our two ways of changing the plan instead. It stays mounted when nothing is
 * missed (showing nothing): the change that empties the list ends here, with its toast and
 * achievements, and a callback of a mutation whose component is gone never runs.
 */
export function CatchUpPanel({ planId, position, records, timeZone, onEarned }: CatchUpPanelProps) {
  const catchUp = useCatchUp({ planId, onEarned });
  const [choice, setChoice] = useState<ScheduleAdjustmentKind | null>(null);
  const { missed } = position;
  return (
    <>
      {missed.length > 0 ? (
        <CatchUpCard
          missed={missed}
          isOpen={catchUp.isOpen}
          isPending={catchUp.isPending}
          error={catchUp.error}
          onOpen={catchUp.open}
          onCancel={catchUp.cancel}
          onMarkAllRead={() => catchUp.markAllRead(missed)}
          onChoose={setChoice}
        />
      ) : null}
      {choice ? (
        <LazyBoundary fallback={null}>
          <CatchUpChoiceDialog
            // A fresh dialog (and day count) for each choice.
            key={choice}
            planId={planId}
            kind={choice}
            onClose={() => setChoice(null)}
            position={position}
            records={records}
            timeZone={timeZone}
          />
        </LazyBoundary>
      ) : null}
    </>
  );
}
