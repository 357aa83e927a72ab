import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import {
  getReadingActivityQueryOptions,
  getReadingPlansQueryOptions,
  getStreakQueryOptions,
  LOADING_PLANS_MESSAGE,
} from '@/features/reading';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';

// The screen (scripture panel, tabs, progress) is its own chunk, so this route costs little on
// a first visit; meanwhile the data it needs first is already on its way.
const ReadingScreen = lazyExport(
  () => import('../../pages/reading/reading-screen'),
  'ReadingScreen',
);
// The route always renders the screen: its code comes with the route's, which the app preloads
// while it checks the account (docs/decisions/018-reading-first-paint.md).
ReadingScreen.preload();

/** /reading, /bible-reading and /start-reading-plan (docs/product/reading-plans.md#routes). */
export function ReadingRoute() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(getReadingPlansQueryOptions());
    void queryClient.prefetchQuery(getStreakQueryOptions());
    void queryClient.prefetchQuery(getReadingActivityQueryOptions());
  }, [queryClient]);

  return (
    <>
      <title>Reading Plan · Manna</title>
      <LazyBoundary fallback={<PageSpinner label={LOADING_PLANS_MESSAGE} />}>
        <ReadingScreen />
      </LazyBoundary>
    </>
  );
}
