import { useParams } from 'react-router';
import { ReviewQueueScreen } from '@/features/testimonies/components/review-queue-screen';
import { TestimonyReviewScreen } from '@/features/testimonies/components/testimony-review-screen';

/** /admin/testimonials?status=: the review queues; the router lets only admins in. */
export function AdminTestimoniesRoute() {
  return (
    <>
      <title>Testimony review · Manna</title>
      <ReviewQueueScreen />
    </>
  );
}

/** /admin/testimonials/:id (the screen sets the document title), afresh for each id. */
export function AdminTestimonyRoute() {
  const { id = '' } = useParams();
  return <TestimonyReviewScreen key={id} id={id} />;
}
