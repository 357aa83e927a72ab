import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import { ReviewQueueScreen } from '../components/review-queue-screen';
import { TestimonyReviewScreen } from '../components/testimony-review-screen';

/** The review screens on their paths, with the Toaster and an admin signed in (in UTC). */
export function renderReviewRoutes(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.adminTestimonies.path, element: <ReviewQueueScreen /> },
      {
        path: paths.app.adminTestimony.path,
        element: <ScreenForId screen={TestimonyReviewScreen} />,
      },
    ],
    { path, member: buildUser({ id: 'admin-1', role: 'admin', time_zone: 'UTC' }) },
  );
}
