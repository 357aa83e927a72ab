import type { JournalAchievementStatus } from '@manna/shared';
import { Coins, Lock, Trophy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { badgeClassesFor } from '@/lib/palette';
import { useJournalAchievements } from '../api/get-journal-achievements';
import { journalErrorMessage } from '../utils/journal-errors';
import {
  entriesToNextLabel,
  entryCountLabel,
  FETCH_ACHIEVEMENTS_FAILED,
} from '../utils/journal-messages';
import { LoadError } from './load-error';

export const ALL_ACHIEVEMENTS_EARNED = 'Every journal achievement earned. Well done!';

/**
 * Journal achievements (docs/product/journal.md#achievements): earned badges in colour, locked ones greyed, and how many more
 * entries the next one takes ('N more entries to {name}').
 */
export function JournalAchievementsCard() {
  const headingId = useId();
  const query = useJournalAchievements();

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label="Loading achievements..." showLabel />;
  } else if (query.isError) {
    body = (
      <LoadError
        message={journalErrorMessage(FETCH_ACHIEVEMENTS_FAILED, query.error)}
        occasion={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const { entry_count: count, achievements, next } = query.data;
    const earnedCount = achievements.filter((achievement) => achievement.earned).length;
    const previousThreshold = next
      ? Math.max(0, ...achievements.filter((a) => a.earned).map((a) => a.threshold))
      : 0;
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            <span className="font-semibold">{entryCountLabel(count)}</span> written · {earnedCount}{' '}
            of {achievements.length} badges earned
          </p>
          {next ? (
            <>
              <div
                role="progressbar"
                aria-label={`Progress to ${next.name}`}
                aria-valuemin={previousThreshold}
                aria-valuemax={next.threshold}
                aria-valuenow={Math.min(count, next.threshold)}
                aria-valuetext={entriesToNextLabel(next.remaining, next.name)}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{
                    width: `${progressPercent(count, previousThreshold, next.threshold)}%`,
                  }}
                />
              </div>
              <p className="text-sm text-muted-foreground">
                {entriesToNextLabel(next.remaining, next.name)}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{ALL_ACHIEVEMENTS_EARNED}</p>
          )}
        </div>
        <ul aria-label="Journal badges" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {achievements.map((achievement) => (
            <AchievementBadge key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Journal achievements
      </h2>
      {body}
    </Card>
  );
}

function progressPercent(count: number, from: number, to: number): number {
  if (to <= from) return 100;
  return Math.min(100, Math.max(0, ((count - from) / (to - from)) * 100));
}

function AchievementBadge({ achievement }: { achievement: JournalAchievementStatus }) {
  const { earned } = achievement;
  return (
    <li
      data-earned={earned}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3',
        earned ? 'border-border bg-card' : 'border-dashed border-border bg-muted/40',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          earned ? badgeClassesFor(achievement.badge_color) : 'bg-muted text-muted-foreground',
        )}
      >
        {earned ? <Trophy className="size-5" /> : <Lock className="size-4" />}
      </span>
      <div className="min-w-0">
        <p className="font-semibold leading-snug">
          {achievement.name}
          <span className="sr-only">{earned ? ' (earned)' : ' (locked)'}</span>
        </p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          <span>{entryCountLabel(achievement.threshold)}</span>
          {achievement.reward_tokens > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Coins aria-hidden="true" className="size-3.5" />
              {achievement.reward_tokens} tokens
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
