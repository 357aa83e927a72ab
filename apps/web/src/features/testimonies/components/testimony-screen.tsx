import { TESTIMONY_NOT_FOUND, type Testimony } from '@manna/shared';
import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ItemLoader } from '@/components/layouts/item-loader';
import { DeleteButton } from '@/components/ui/action-buttons';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay } from '@/lib/format';
import { useTestimony } from '../api/get-testimony';
import {
  FETCH_TESTIMONY_FAILED,
  LOADING_TESTIMONY,
  REVIEWER_NOTE_LABEL,
  TESTIMONY_DELETED_TOAST,
  TESTIMONY_STATUS_LABELS,
  WAITING_FOR_REVIEW,
} from '../utils/testimony-messages';
import { DeleteTestimonyDialog } from './delete-testimony-dialog';
import { TestimonyStatusBadge } from './testimony-status-badge';

function BackToTestimonies() {
  return <BackLink to={paths.app.testimonies.getHref()}>All testimonies</BackLink>;
}

/** /testimonies/:id: an approved testimony, or one of the member's own in any state. */
export function TestimonyScreen({ id }: { id: string }) {
  return (
    <ItemLoader
      query={useTestimony(id)}
      pageTitle="Testimony · Manna"
      loadingLabel={LOADING_TESTIMONY}
      errorTitle={FETCH_TESTIMONY_FAILED}
      back={<BackToTestimonies />}
      notFound={{
        title: TESTIMONY_NOT_FOUND,
        message:
          'This testimony is not here. It may have been removed, or it has not been shared yet.',
        action: { label: 'Back to testimonies', to: paths.app.testimonies.getHref() },
      }}
    >
      {(testimony) => <TestimonyDetail testimony={testimony} />}
    </ItemLoader>
  );
}

function TestimonyDetail({ testimony }: { testimony: Testimony }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  // Only the member's own testimonies carry user_id (and their review state) to them.
  const own = user != null && testimony.user_id === user.id;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${testimony.title} · Testimonies · Manna`}</title>
      <BackToTestimonies />
      <article aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          {own ? (
            <div>
              <TestimonyStatusBadge status={testimony.status} />
            </div>
          ) : null}
          <h1 id={titleId} className="font-serif text-3xl font-semibold break-words sm:text-4xl">
            {testimony.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {own ? 'Written by you' : `Shared by ${testimony.author_name}`} on{' '}
            <time dateTime={testimony.created_at}>
              {formatDay(testimony.created_at, { timeZone: user?.time_zone })}
            </time>
          </p>
        </header>

        {own && testimony.status === 'pending' ? (
          <Alert variant="info" title={WAITING_FOR_REVIEW}>
            An admin will read your testimony soon. Until it is approved, only you can see it.
          </Alert>
        ) : null}
        {own && testimony.status === 'rejected' ? (
          <Alert variant="info" title={TESTIMONY_STATUS_LABELS.rejected}>
            <p>This testimony was not shared with the community. Only you can see it.</p>
            {testimony.review_note ? (
              <p className="mt-2">
                <span className="font-semibold">{REVIEWER_NOTE_LABEL}: </span>
                {testimony.review_note}
              </p>
            ) : null}
          </Alert>
        ) : null}
        {own && testimony.status === 'approved' ? (
          <Alert variant="success">Shared with the community. Thank you for your testimony.</Alert>
        ) : null}

        <p className="font-serif text-lg leading-relaxed break-words whitespace-pre-wrap">
          {testimony.content}
        </p>

        {own ? (
          <div className="flex flex-wrap gap-2">
            {testimony.prayer_id ? (
              <Link
                to={paths.app.prayer.getHref(testimony.prayer_id)}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <HandHeart aria-hidden="true" />
                Open the prayer
              </Link>
            ) : null}
            <DeleteButton size="sm" onClick={() => setDeleting(true)} />
          </div>
        ) : null}
      </article>

      {own ? (
        <DeleteTestimonyDialog
          testimony={testimony}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => {
            toast({ type: 'success', ...TESTIMONY_DELETED_TOAST });
            void navigate(paths.app.testimonies.getHref(), { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
