import { notePreview, type Prayer } from '@manna/shared';
import { LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { AnsweredBadge } from './answered-badge';

interface PrayerCardProps {
  prayer: Prayer;
  timeZone?: string | null;
}

/**
 * One prayer in a list: its title (the link to it), the start of the request, the day it was
 * prayed, and, once answered, the 'Answered' badge with the start of the answer.
 */
export function PrayerCard({ prayer, timeZone }: PrayerCardProps) {
  const request = notePreview(prayer.content);
  const answer = prayer.answer_details ? notePreview(prayer.answer_details) : null;
  return (
    <LinkCard
      to={paths.app.prayer.getHref(prayer.id)}
      title={prayer.title}
      badge={prayer.is_answered ? <AnsweredBadge /> : null}
    >
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {request.text}
      </p>
      {prayer.is_answered && answer ? (
        <p className="rounded-xl bg-success/8 px-3 py-2 text-sm leading-relaxed break-words">
          <span className="font-semibold">How God answered: </span>
          {answer.text}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span>
          Prayed on{' '}
          <time dateTime={prayer.created_at}>{formatDay(prayer.created_at, { timeZone })}</time>
        </span>
        {prayer.is_answered && prayer.answered_at ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              Answered on{' '}
              <time dateTime={prayer.answered_at}>
                {formatDay(prayer.answered_at, { timeZone })}
              </time>
            </span>
          </>
        ) : null}
      </p>
    </LinkCard>
  );
}
