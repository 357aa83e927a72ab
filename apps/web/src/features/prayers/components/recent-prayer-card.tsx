import { notePreview } from '@manna/shared';
import { ChevronRight, HandHeart, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Eyebrow, RegionCard } from '@/components/ui/region-card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay } from '@/lib/format';
import { useRecentPrayer } from '../api/get-recent-prayer';
import { NEW_PRAYER_LABEL } from '../utils/prayer-messages';
import { AnsweredBadge } from './answered-badge';

export const RECENT_PRAYER_CARD_TITLE = 'Your latest prayer';
export const START_PRAYING_TITLE = 'Start your prayer list';

function NewPrayerButton({ variant }: { variant: 'primary' | 'outline' }) {
  return (
    <Link to={paths.app.newPrayer.getHref()} className={buttonVariants({ variant, size: 'md' })}>
      <Plus aria-hidden="true" />
      {NEW_PRAYER_LABEL}
    </Link>
  );
}

/**
 * Home's prayer card (GET /api/prayers/recent): the member's most recent prayer with a link to
 * it and to 'New prayer'; before the first prayer, an invitation to write one.
 */
export function RecentPrayerCard() {
  const titleId = useId();
  const { data: user } = useUser();
  const recentQuery = useRecentPrayer();

  if (recentQuery.isPending) {
    return (
      <RegionCard titleId={titleId} className="min-h-40 items-center justify-center">
        <h2 id={titleId} className="sr-only">
          {RECENT_PRAYER_CARD_TITLE}
        </h2>
        <Spinner label="Loading your latest prayer..." showLabel />
      </RegionCard>
    );
  }

  if (recentQuery.isError) {
    return (
      <RegionCard titleId={titleId}>
        <Eyebrow>Prayer</Eyebrow>
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {RECENT_PRAYER_CARD_TITLE}
        </h2>
        <p className="text-muted-foreground">
          Your prayers could not be loaded just now. Open them to try again.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.app.prayers.getHref()} className={buttonVariants({ size: 'md' })}>
            Open prayers
            <ChevronRight aria-hidden="true" />
          </Link>
        </div>
      </RegionCard>
    );
  }

  const prayer = recentQuery.data;
  if (!prayer) {
    return (
      <RegionCard titleId={titleId}>
        <Eyebrow>Prayer</Eyebrow>
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <HandHeart aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-2xl font-semibold">
              {START_PRAYING_TITLE}
            </h2>
            <p className="mt-1 leading-relaxed text-muted-foreground">
              Write down what is on your heart, pray it through, and look back on how God answered.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <NewPrayerButton variant="primary" />
        </div>
      </RegionCard>
    );
  }

  return (
    <RegionCard titleId={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <Eyebrow>Prayer</Eyebrow>
          <h2 id={titleId} className="mt-1 font-serif text-2xl font-semibold">
            {RECENT_PRAYER_CARD_TITLE}
          </h2>
        </div>
        {prayer.is_answered ? <AnsweredBadge /> : null}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-serif text-xl font-semibold break-words">
          <Link
            to={paths.app.prayer.getHref(prayer.id)}
            className="rounded underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {prayer.title}
          </Link>
        </h3>
        <p className="leading-relaxed break-words whitespace-pre-line text-muted-foreground">
          {notePreview(prayer.content).text}
        </p>
        <p className="text-sm text-muted-foreground">
          Prayed on{' '}
          <time dateTime={prayer.created_at}>
            {formatDay(prayer.created_at, { timeZone: user?.time_zone })}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.app.prayers.getHref()} className={buttonVariants({ size: 'md' })}>
          All prayers
          <ChevronRight aria-hidden="true" />
        </Link>
        <NewPrayerButton variant="outline" />
      </div>
    </RegionCard>
  );
}
