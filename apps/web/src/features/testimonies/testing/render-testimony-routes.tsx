import type { ReactElement } from 'react';
import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import { NewTestimonyScreen } from '../components/new-testimony-screen';
import { TestimoniesScreen } from '../components/testimonies-screen';
import { TestimonyScreen } from '../components/testimony-screen';

/**
 * The testimony screens on their paths, with the Toaster and a signed-in member ('user-1', in
 * UTC). `newTestimony` replaces what /testimonies/new shows (the route module's composition).
 */
export function renderTestimonyRoutes(
  path: string,
  { newTestimony = <NewTestimonyScreen /> }: { newTestimony?: ReactElement } = {},
) {
  return renderRoutesAsMember(
    [
      { path: paths.app.testimonies.path, element: <TestimoniesScreen /> },
      { path: paths.app.newTestimony.path, element: newTestimony },
      { path: paths.app.testimony.path, element: <ScreenForId screen={TestimonyScreen} /> },
    ],
    { path, member: buildUser({ id: 'user-1', time_zone: 'UTC' }) },
  );
}
