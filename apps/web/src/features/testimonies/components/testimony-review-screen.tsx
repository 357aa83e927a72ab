import { TESTIMONY_NOT_FOUND, type Testimony, type TestimonyPrayerTitle } from '@manna/shared';
import { useId, useState } from 'react';
import { ItemLoader } from '@/components/layouts/item-loader';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay } from '@/lib/format';
import { useTestimonyForReview } from '../api/get-testimony-for-review';
import {
  ACTIONS_FOR,
  BACK_TO_QUEUE,
  FETCH_REVIEW_FAILED,
  LOADING_REVIEW,
  REVIEW_ACTIONS,
  REVIEW_STATUS_LABELS,
  type ReviewAction,
} from '../utils/moderation-messages';
import { REVIEWER_NOTE_LABEL } from '../utils/testimony-messages';
import { ReviewTestimonyDialog } from './review-testimony-dialog';
import { TestimonyStatusBadge } from './testimony-status-badge';

/** /admin/testimonials/:id: one testimony in full, with what the admin may decide about it. */
export function TestimonyReviewScreen({ id }: { id: string }) {
  return (
    <ItemLoader
      query={useTestimonyForReview(id)}
      pageTitle="Testimony review · Manna"
      loadingLabel={LOADING_REVIEW}
      errorTitle={FETCH_REVIEW_FAILED}
      back={<BackLink to={paths.app.adminTestimonies.getHref()}>{BACK_TO_QUEUE}</BackLink>}
      notFound={{
        title: TESTIMONY_NOT_FOUND,
        message: 'This testimony is not here. Its author may have withdrawn it.',
        action: { label: BACK_TO_QUEUE, to: paths.app.adminTestimonies.getHref() },
      }}
    >
      {({ testimony, prayer }) => <ReviewDetail testimony={testimony} prayer={prayer} />}
    </ItemLoader>
  );
}

function ReviewDetail({
  testimony,
  prayer,
}: {
  testimony: Testimony;
  prayer: TestimonyPrayerTitle | null;
}) {
  const { data: user } = useUser();
  const titleId = useId();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const day = (at: string) => formatDay(at, { timeZone: user?.time_zone });

  return (
    <div className="flex flex-col gap-6">
      <title>{`${testimony.title} · Testimony review · Manna`}</title>
      <BackLink to={paths.app.adminTestimonies.getHref(testimony.status)}>{BACK_TO_QUEUE}</BackLink>
      <article aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div>
            <TestimonyStatusBadge status={testimony.status} labels={REVIEW_STATUS_LABELS} />
          </div>
          <h1 id={titleId} className="font-serif text-3xl font-semibold break-words sm:text-4xl">
            {testimony.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            By {testimony.author_name} on{' '}
            <time dateTime={testimony.created_at}>{day(testimony.created_at)}</time>
          </p>
          {prayer ? (
            // Only the prayer's title: admins never read a member's prayers (docs/security.md#admins).
            <p className="text-sm text-muted-foreground">Tells of the prayer “{prayer.title}”</p>
          ) : null}
        </header>

        {testimony.reviewed_at ? (
          <section aria-label="Last review" className="rounded-xl bg-muted px-4 py-3 text-sm">
            <p>
              {REVIEW_STATUS_LABELS[testimony.status]} on{' '}
              <time dateTime={testimony.reviewed_at}>{day(testimony.reviewed_at)}</time>
            </p>
            {testimony.review_note ? (
              <p className="mt-1 break-words">
                <span className="font-semibold">{REVIEWER_NOTE_LABEL}: </span>
                {testimony.review_note}
              </p>
            ) : null}
          </section>
        ) : null}

        <p className="font-serif text-lg leading-relaxed break-words whitespace-pre-wrap">
          {testimony.content}
        </p>

        <div className="flex flex-wrap gap-2">
          {ACTIONS_FOR[testimony.status].map((next) => (
            <Button
              key={next}
              variant={next === 'approve' ? 'primary' : 'outline'}
              onClick={() => setAction(next)}
            >
              {REVIEW_ACTIONS[next].button}
            </Button>
          ))}
        </div>
      </article>

      <ReviewTestimonyDialog
        testimony={testimony}
        action={action}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
