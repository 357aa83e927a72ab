import { notePreview, type Testimony } from '@manna/shared';
import { LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { REVIEWER_NOTE_LABEL } from '../utils/testimony-messages';
import { TestimonyStatusBadge } from './testimony-status-badge';

interface TestimonyCardProps {
  testimony: Testimony;
  /** The member's own list: the review status (and a reviewer's note) instead of the author. */
  own?: boolean;
  timeZone?: string | null;
}

/** One testimony in a list: its title (the link to it), who shared it and when, its start. */
export function TestimonyCard({ testimony, own = false, timeZone }: TestimonyCardProps) {
  return (
    <LinkCard
      to={paths.app.testimony.getHref(testimony.id)}
      title={testimony.title}
      badge={own ? <TestimonyStatusBadge status={testimony.status} /> : null}
    >
      <p className="text-xs text-muted-foreground">
        {own ? 'Written' : <>Shared by {testimony.author_name}</>} on{' '}
        <time dateTime={testimony.created_at}>{formatDay(testimony.created_at, { timeZone })}</time>
      </p>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {notePreview(testimony.content).text}
      </p>
      {own && testimony.status === 'rejected' && testimony.review_note ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm leading-relaxed break-words">
          <span className="font-semibold">{REVIEWER_NOTE_LABEL}: </span>
          {testimony.review_note}
        </p>
      ) : null}
    </LinkCard>
  );
}
