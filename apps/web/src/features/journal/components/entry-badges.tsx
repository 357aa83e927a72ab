import { CircleCheck, Lock, Mic } from 'lucide-react';

/** The small facts under an entry's title: private, answered, voice memo. */
export function EntryBadges({
  isPrivate,
  answered,
  hasVoiceMemo,
}: {
  isPrivate: boolean;
  answered: boolean;
  hasVoiceMemo: boolean;
}) {
  if (!isPrivate && !answered && !hasVoiceMemo) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      {answered ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-success/12 px-2 py-0.5 font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          Answered
        </li>
      ) : null}
      {isPrivate ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
          <Lock aria-hidden="true" className="size-3.5" />
          Private
        </li>
      ) : null}
      {hasVoiceMemo ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
          <Mic aria-hidden="true" className="size-3.5" />
          Voice memo
        </li>
      ) : null}
    </ul>
  );
}
