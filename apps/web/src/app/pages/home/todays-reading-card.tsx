import { isPlanComplete, progressPercent, streakMessage } from '@manna/shared';
import { BookOpen, ChevronRight, Clock, Flame, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Eyebrow, RegionCard } from '@/components/ui/region-card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  chapterHeading,
  chapterSubtitle,
  dayLabel,
  estimatedMinutesLabel,
  startPlanLabel,
  streakLabel,
  usePlanReading,
  useSelectedPlan,
  useStreak,
} from '@/features/reading';
import { cn } from '@/lib/cn';

const TITLE_ID = 'todays-reading-title';

function Shell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RegionCard titleId={TITLE_ID} className={className}>
      {children}
    </RegionCard>
  );
}

function ReadingLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn(buttonVariants({ size: 'md' }), 'self-start')}>
      {children}
      <ChevronRight aria-hidden="true" />
    </Link>
  );
}

/**
 * Home's reading card: today's chapter of the selected plan with a link straight into the reading
 * screen, the streak with its message and the plan's progress
 * (docs/product/reading-plans.md#on-the-home-screen). It reads the same queries as the reading
 * screen, and the same reading position (usePlanReading), so opening one after the other costs no
 * extra requests and both name the same chapter and day.
 */
export function TodaysReadingCard({ userId }: { userId: string }) {
  const { plansQuery, plan } = useSelectedPlan(userId);
  const { chaptersQuery, progressQuery, position } = usePlanReading(plan);
  const streakQuery = useStreak();
  const readingHref = paths.app.reading.getHref();

  const loading =
    plansQuery.isPending || (plan && (chaptersQuery.isPending || progressQuery.isPending));
  if (loading) {
    return (
      <Shell className="min-h-40 items-center justify-center">
        <h2 id={TITLE_ID} className="sr-only">
          Today's Reading
        </h2>
        <Spinner label="Loading your reading plan..." showLabel />
      </Shell>
    );
  }

  if (!plan || chaptersQuery.isError) {
    return (
      <Shell>
        <Eyebrow>Bible reading</Eyebrow>
        <h2 id={TITLE_ID} className="font-serif text-2xl font-semibold">
          Today's Reading
        </h2>
        <p className="text-muted-foreground">
          Your reading plan could not be loaded just now. Open it to try again.
        </p>
        <ReadingLink to={readingHref}>Open the reading plan</ReadingLink>
      </Shell>
    );
  }

  const progress = progressQuery.data?.progress ?? null;
  if (!progress) {
    // Before any plan is started: an invitation, not a wall of zeros.
    return (
      <Shell>
        <Eyebrow>Bible reading</Eyebrow>
        <h2 id={TITLE_ID} className="font-serif text-2xl font-semibold">
          {startPlanLabel(plan.title)}
        </h2>
        <p className="leading-relaxed text-muted-foreground">{plan.description}</p>
        <p className="text-sm text-muted-foreground">
          {plan.duration_days} days · about {plan.daily_minutes} minutes a day
        </p>
        <ReadingLink to={readingHref}>Start reading</ReadingLink>
      </Shell>
    );
  }

  const completed = position.completedCount;
  const total = position.chapters.length;
  const percent = progressPercent(completed, total);
  const finished = isPlanComplete(completed, total);
  const chapter = finished ? undefined : position.chapters[position.nextIndex];
  const streak = streakQuery.data ?? 0;
  const subtitle = chapter ? chapterSubtitle(chapter) : null;

  return (
    <Shell>
      <div className="flex items-start justify-between gap-3">
        <div>
          <Eyebrow>{plan.title}</Eyebrow>
          <h2 id={TITLE_ID} className="mt-1 font-serif text-2xl font-semibold">
            Today's Reading
          </h2>
        </div>
        <p
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-primary/25 bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
          data-testid="home-streak"
        >
          <Flame aria-hidden="true" className="size-4" />
          {streakQuery.isPending ? 'Loading...' : streakLabel(streak)}
        </p>
      </div>

      {chapter ? (
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <BookOpen aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="font-serif text-xl font-semibold" data-testid="home-todays-chapter">
              {chapterHeading(chapter)}
            </p>
            {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{dayLabel(chapter.day_number)}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {estimatedMinutesLabel(chapter.estimated_minutes)}
              </span>
            </p>
          </div>
        </div>
      ) : (
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-success/12 text-success">
            <PartyPopper aria-hidden="true" className="size-6" />
          </span>
          <p className="self-center text-muted-foreground">
            You have read every chapter of {plan.title}. Well done!
          </p>
        </div>
      )}

      {streakQuery.isPending ? null : (
        <p className="text-sm text-muted-foreground">{streakMessage(streak)}</p>
      )}

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-muted-foreground">
            {completed} of {total} chapters
          </span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${plan.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {chapter ? (
        <ReadingLink to={readingHref}>Read {chapterHeading(chapter)}</ReadingLink>
      ) : (
        <ReadingLink to={paths.app.reading.getHref('plan')}>Choose another plan</ReadingLink>
      )}
    </Shell>
  );
}
