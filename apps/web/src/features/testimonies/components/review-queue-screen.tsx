import { TESTIMONY_STATUSES, type TestimonyStatus } from '@manna/shared';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkCard } from '@/components/ui/link-card';
import { LinkTabs } from '@/components/ui/link-tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay } from '@/lib/format';
import { useReviewCounts } from '../api/get-review-counts';
import { useReviewQueue } from '../api/get-review-queue';
import {
  BACK_TO_ADMIN,
  EMPTY_QUEUE,
  FETCH_QUEUE_FAILED,
  LOADING_QUEUE,
  REVIEW_QUEUES_LABEL,
  REVIEW_STATUS_LABELS,
  REVIEW_TITLE,
} from '../utils/moderation-messages';
import { PagedTestimonies } from './paged-testimonies';
import { TestimonyStatusBadge } from './testimony-status-badge';

const isStatus = (value: string | null): value is TestimonyStatus =>
  TESTIMONY_STATUSES.some((status) => status === value);

/**
 * /admin/testimonials: the testimonies waiting for review, approved and rejected, each queue
 * newest first and paged by the server (docs/product/prayers-and-testimonies.md#moderation).
 * The queue is in ?status= ('pending' unless it names another), so it survives Back.
 */
export function ReviewQueueScreen() {
  const requested = useSearchParams()[0].get('status');
  const status = isStatus(requested) ? requested : 'pending';
  const counts = useReviewCounts().data;
  const labelOf = (queue: TestimonyStatus) =>
    counts ? `${REVIEW_STATUS_LABELS[queue]} (${counts[queue]})` : REVIEW_STATUS_LABELS[queue];
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.admin.getHref()}>{BACK_TO_ADMIN}</BackLink>
      <PageHeader
        title={REVIEW_TITLE}
        description="Read what members share before the community sees it."
      />
      <LinkTabs
        label={REVIEW_QUEUES_LABEL}
        tabs={TESTIMONY_STATUSES}
        current={status}
        labelOf={labelOf}
        hrefOf={(queue) => paths.app.adminTestimonies.getHref(queue)}
        preventScrollReset
      />
      <ReviewQueue key={status} status={status} />
    </div>
  );
}

function ReviewQueue({ status }: { status: TestimonyStatus }) {
  const query = useReviewQueue(status);
  const { data: user } = useUser();
  return (
    <PagedTestimonies
      label={`${REVIEW_STATUS_LABELS[status]} testimonies`}
      query={query}
      loadingLabel={LOADING_QUEUE}
      errorTitle={FETCH_QUEUE_FAILED}
      empty={
        <EmptyState icon={Inbox} title={REVIEW_STATUS_LABELS[status]}>
          {EMPTY_QUEUE[status]}
        </EmptyState>
      }
      renderItem={(testimony) => (
        <LinkCard
          key={testimony.id}
          to={paths.app.adminTestimony.getHref(testimony.id)}
          title={testimony.title}
          badge={<TestimonyStatusBadge status={testimony.status} labels={REVIEW_STATUS_LABELS} />}
        >
          <p className="text-sm text-muted-foreground">
            By {testimony.author_name} on{' '}
            <time dateTime={testimony.created_at}>
              {formatDay(testimony.created_at, { timeZone: user?.time_zone })}
            </time>
          </p>
        </LinkCard>
      )}
    />
  );
}
