import { ArrowLeft, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { READING_SCREEN_TITLE, STREAK_LOADING_BADGE, streakLabel } from '../utils/reading-messages';

interface StreakBadgeProps {
  streak: number;
  isLoading: boolean;
  className?: string;
}

/**
 * The header badge: 'N Day Streak', or 'Loading...' until the streak answers
 * (docs/product/reading-plans.md#the-reading-screen).
 */
export function StreakBadge({ streak, isLoading, className }: StreakBadgeProps) {
  return (
    <p
      data-testid="streak-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-primary/25 bg-primary/10 px-3 py-1 text-sm font-semibold text-primary',
        className,
      )}
    >
      <Flame aria-hidden="true" className={cn('size-4', streak > 0 && 'fill-primary/25')} />
      {isLoading ? STREAK_LOADING_BADGE : streakLabel(streak)}
    </p>
  );
}

interface ReadingHeaderProps {
  streak: number;
  streakLoading: boolean;
  /** The selected plan, named under the title when it is not the title itself. */
  planTitle?: string | undefined;
}

/** 'Back to Home', the streak badge and the title 'New Testament Reading Plan'. */
export function ReadingHeader({ streak, streakLoading, planTitle }: ReadingHeaderProps) {
  return (
    // Compact on a phone, where every line above the scripture is one fewer line of it.
    <header className="flex flex-col gap-1 sm:gap-3">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={paths.app.home.getHref()}
          className="-ml-1 inline-flex items-center gap-1.5 rounded-lg px-1 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <StreakBadge streak={streak} isLoading={streakLoading} className="max-sm:py-0.5" />
      </div>
      <div>
        <h1 className="font-serif text-xl font-semibold text-balance sm:text-4xl">
          {READING_SCREEN_TITLE}
        </h1>
        {planTitle && planTitle !== READING_SCREEN_TITLE ? (
          <p className="text-sm text-muted-foreground sm:mt-1 sm:text-base">{planTitle}</p>
        ) : null}
      </div>
    </header>
  );
}
