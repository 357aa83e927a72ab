import type { EarnedAchievement } from '@manna/shared';
import { Coins, Trophy, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '@/lib/cn';
import { badgeClassesFor } from '@/lib/palette';

// Fades in after 100 ms, closes by itself after 5000 ms, fades out over 500 ms
// (docs/product/achievements.md#the-popup).
export const ACHIEVEMENT_FADE_IN_DELAY_MS = 100;
export const ACHIEVEMENT_AUTO_CLOSE_MS = 5000;
export const ACHIEVEMENT_FADE_OUT_MS = 500;

interface AchievementPopupProps {
  /** The achievement to show, or null: the live region stays in place, empty. */
  achievement: EarnedAchievement | null;
  onClose: () => void;
  autoCloseMs?: number;
}

/**
 * The achievement popup (docs/product/achievements.md#the-popup), at the bottom of the screen
 * (above the bottom navigation). The status region is always mounted so screen readers announce
 * each achievement as it arrives.
 */
export function AchievementPopup({
  achievement,
  onClose,
  autoCloseMs = ACHIEVEMENT_AUTO_CLOSE_MS,
}: AchievementPopupProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-[110] flex justify-center px-4"
    >
      {achievement ? (
        <AchievementCard
          key={achievement.id}
          achievement={achievement}
          onClose={onClose}
          autoCloseMs={autoCloseMs}
        />
      ) : null}
    </div>
  );
}

function AchievementCard({
  achievement,
  onClose,
  autoCloseMs,
}: {
  achievement: EarnedAchievement;
  onClose: () => void;
  autoCloseMs: number;
}) {
  const [phase, setPhase] = useState<'entering' | 'shown' | 'leaving'>('entering');
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const show = setTimeout(() => setPhase('shown'), ACHIEVEMENT_FADE_IN_DELAY_MS);
    const hide = setTimeout(() => setPhase('leaving'), autoCloseMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [autoCloseMs]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const done = setTimeout(() => close(), ACHIEVEMENT_FADE_OUT_MS);
    return () => clearTimeout(done);
  }, [phase]);

  return (
    <div
      data-phase={phase}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 rounded-2xl border border-primary/30 bg-card p-4 pr-10 text-card-foreground shadow-xl',
        'transition-[opacity,translate] ease-out motion-reduce:translate-y-0 motion-reduce:transition-none',
        phase === 'shown' ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0',
        phase === 'leaving' ? 'duration-500' : 'duration-300',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          badgeClassesFor(achievement.badge_color),
        )}
      >
        <Trophy aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          Achievement unlocked
        </p>
        <p className="font-serif text-lg font-semibold">{achievement.name}</p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {achievement.reward_tokens > 0 ? (
          <p className="mt-1.5 inline-flex items-center gap-1 text-sm font-semibold text-success">
            <Coins aria-hidden="true" className="size-4" />+{achievement.reward_tokens} tokens
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => setPhase('leaving')}
        aria-label="Dismiss achievement"
        className="absolute top-3 right-3 rounded-lg p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
