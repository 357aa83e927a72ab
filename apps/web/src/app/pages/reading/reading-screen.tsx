import type { ReadingPlan } from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { READING_TABS, type ReadingTab } from '@/config/paths';
import { useUser } from '@/features/auth';
import { loadBookmarksList } from '@/features/bookmarks';
import { useReaderSettings } from '@/features/reader-settings';
import {
  CHAPTERS_ERROR_TOAST_TITLE,
  chaptersErrorInline,
  INLINE_ERROR_TITLE,
  LOADING_PLANS_MESSAGE,
  loadAchievementPopup,
  loadCatchUpPanel,
  loadReadingHeatmap,
  loadReadingProgressPanel,
  NO_CHAPTERS_INLINE,
  NO_CHAPTERS_TOAST,
  NO_PLANS_INLINE,
  NO_PLANS_TOAST,
  PLANS_ERROR_TOAST_TITLE,
  PlansUnavailable,
  type ProgressCounts,
  ProgressSummary,
  plansErrorInline,
  ReadingHeader,
  ReadingTabPanel,
  ReadingTabs,
  TodaysChapterCard,
  useAchievementQueue,
  useAutoStartPlan,
  useChapterCompletion,
  useCurrentChapter,
  usePlanReading,
  useReadingActivity,
  useSelectedPlan,
  useStreak,
} from '@/features/reading';
import { loadReaderSettingsPanel } from '@/features/scripture';
import { prefetchPlanChapters } from '@/features/scripture-cache';
import { useOncePerOccasion } from '@/hooks/use-once-per-occasion';
import { getErrorMessage } from '@/lib/api-client';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { useReportFailure } from '@/lib/report-failure';
import { TodayReading } from './today-reading';

// Loaded when first needed, to keep the Today tab's first load small (npm run bench holds the
// reading route to 130 KB of JS): book notes are a sizeable piece of text, the settings panel
// shows its own scripture, the plan list, bookmarks and notes manager are a tab away, the
// progress indicator waits for its queries anyway, catching up concerns only a member who is
// behind, and the year grid and the popup are extras below or above the reading.
// The plan list with its premium marks: the plan access query and unlocking load with the tab.
const PlanChooser = lazyExport(() => import('./plan-chooser'), 'PlanChooser');
const BookmarksList = lazyExport(loadBookmarksList, 'BookmarksList');
// By path, not through the study-notes index: the index's verse layer (badges, counts) would come
// with this screen's chunk instead of with the scripture panel's (app/router.tsx does the same).
const StudyNotesManager = lazyExport(
  () => import('@/features/study-notes/components/study-notes-manager'),
  'StudyNotesManager',
);
const ReadingProgressPanel = lazyExport(loadReadingProgressPanel, 'ReadingProgressPanel');
// The whole book-info feature is this panel, so its index is the lazy entry point.
const BookInfoPanel = lazyExport(() => import('@/features/book-info'), 'BookInfoPanel');
const ReaderSettingsPanel = lazyExport(loadReaderSettingsPanel, 'ReaderSettingsPanel');
const CatchUpPanel = lazyExport(loadCatchUpPanel, 'CatchUpPanel');
const ReadingHeatmap = lazyExport(loadReadingHeatmap, 'ReadingHeatmap');
const AchievementPopup = lazyExport(loadAchievementPopup, 'AchievementPopup');

export function parseReadingTab(value: string | null): ReadingTab {
  return READING_TABS.find((tab) => tab === value) ?? 'today';
}

function PanelFallback() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}

/**
 * The progress aside's room while its code loads: the height the aside takes for a plan in
 * progress (measured at each breakpoint), so the year grid below it stays put
 * (docs/product/reading-plans.md#steady-layout).
 */
function ProgressAsideSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-[59.75rem] rounded-2xl border border-border bg-card/60 shadow-sm"
    />
  );
}

function InlineProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert title={INLINE_ERROR_TITLE} className="w-full">
        {message}
      </Alert>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The reading plan screen (docs/product/reading-plans.md#the-reading-screen): the selected plan's
 * chapter for today with the scripture, the plan list, bookmarks, study notes, book notes and
 * reader settings in tabs, and beside them (below on phones) the member's progress, catch-up and
 * today's chapter.
 */
export function ReadingScreen() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const { translation, setTranslation } = useReaderSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseReadingTab(searchParams.get('tab'));

  // Plans first, then the selected plan's chapters and progress together; the streak
  // and the reading days do not wait for either.
  const { plansQuery, plans, plan, selectPlan } = useSelectedPlan(user?.id);
  const planId = plan?.id;
  // One source for the day, today's chapter and the missed ones, on the member's own schedule.
  const { chaptersQuery, progressQuery, records, position } = usePlanReading(plan);
  const streakQuery = useStreak();
  const activityQuery = useReadingActivity();
  const starter = useAutoStartPlan(planId, progressQuery.data);

  const { chapters, completedIds, completedCount, currentDay, totalDays } = position;
  const progress = progressQuery.data?.progress ?? null;
  const current = useCurrentChapter(planId, chapters, position.nextIndex);
  const achievements = useAchievementQueue();
  const completion = useChapterCompletion({ planId, onEarned: achievements.push });
  // A streak that fails to load is logged and counts as 0 (docs/product/reading-plans.md#streak).
  const streak = streakQuery.data ?? 0;
  const streakLoading = streakQuery.isPending && !streakQuery.isError;

  // --- Toasts and console lines (docs/product/reading-plans.md#messages), once per failure ---
  const plansEmpty = plansQuery.isSuccess && plans.length === 0;
  useReportFailure(plansQuery, {
    context: 'Failed to fetch reading plans',
    toastTitle: PLANS_ERROR_TOAST_TITLE,
  });
  useOncePerOccasion(plansEmpty ? `empty:${plansQuery.dataUpdatedAt}` : null, () => {
    console.error('Failed to fetch reading plans: the server has no plans');
    toast({ type: 'error', ...NO_PLANS_TOAST });
  });
  const chaptersEmpty = chaptersQuery.isSuccess && chapters.length === 0;
  useReportFailure(chaptersQuery, {
    context: 'Failed to fetch reading chapters',
    details: { planId },
    toastTitle: CHAPTERS_ERROR_TOAST_TITLE,
  });
  useOncePerOccasion(
    chaptersEmpty ? `empty:${planId}:${chaptersQuery.dataUpdatedAt}` : null,
    () => {
      console.error('Failed to fetch reading chapters: the plan has none', { planId });
      toast({ type: 'error', ...NO_CHAPTERS_TOAST });
    },
  );
  useReportFailure(progressQuery, {
    context: 'Failed to fetch user progress',
    details: { planId },
  });
  useReportFailure(streakQuery, { context: 'Failed to fetch reading streak' });

  // When the plan's chapters load, warm the scripture of the first 5. We start at the
  // member's first unread chapter: for a new member that is the plan's first, and for anyone
  // further on it is what they will read next.
  const prefetched = useRef<string | null>(null);
  const progressSettled = !progressQuery.isPending;
  useEffect(() => {
    if (!planId || chapters.length === 0 || !progressSettled) return;
    const key = `${planId}:${translation}`;
    if (prefetched.current === key) return;
    prefetched.current = key;
    const unread = chapters.filter((chapter) => !completedIds.has(chapter.id));
    void prefetchPlanChapters(queryClient, unread.length > 0 ? unread : chapters, translation);
  }, [planId, chapters, completedIds, progressSettled, translation, queryClient]);

  const changeTab = (next: ReadingTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'today') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const choosePlan = (chosen: ReadingPlan) => {
    // Choosing a plan makes it the selected one; a plan never read is started.
    selectPlan(chosen.id);
  };

  // The first paint waits, behind the one spinner, for the data the Today tab and the progress
  // aside show (fetched in parallel); the aside's code comes after, into the room its skeleton
  // keeps, so nothing moves once the screen shows (docs/product/reading-plans.md#steady-layout).
  // Afterwards, when another plan is chosen, the screen stays and the Today tab loads in place.
  const firstLoadSettled =
    !plansQuery.isPending &&
    (!plan || (!chaptersQuery.isPending && !progressQuery.isPending)) &&
    !streakQuery.isPending &&
    !activityQuery.isPending;
  const [shown, setShown] = useState(false);
  if (firstLoadSettled && !shown) setShown(true);

  if (!shown) return <PageSpinner label={LOADING_PLANS_MESSAGE} />;
  if (plansQuery.isError) {
    return <PlansUnavailable message={plansErrorInline(getErrorMessage(plansQuery.error))} />;
  }
  if (!plan) return <PlansUnavailable message={NO_PLANS_INLINE} />;

  const chapter = current.chapter;
  const chaptersReady = chaptersQuery.isSuccess && !progressQuery.isPending;
  // The two progress panels show the same counts.
  const counts: ProgressCounts = {
    completed: completedCount,
    total: chapters.length > 0 ? chapters.length : plan.chapter_count,
    currentDay,
    totalDays,
    streak,
    streakLoading,
  };

  let today: ReactNode;
  if (chaptersQuery.isError) {
    today = (
      <InlineProblem
        message={chaptersErrorInline(getErrorMessage(chaptersQuery.error))}
        onRetry={() => void chaptersQuery.refetch()}
      />
    );
  } else if (chaptersEmpty) {
    today = (
      <InlineProblem message={NO_CHAPTERS_INLINE} onRetry={() => void chaptersQuery.refetch()} />
    );
  } else if (!chaptersReady) {
    today = <PanelFallback />;
  } else {
    today = (
      <TodayReading
        chapter={chapter}
        index={current.index}
        total={chapters.length}
        isFirst={current.isFirst}
        isLast={current.isLast}
        isCompleted={chapter ? completedIds.has(chapter.id) : false}
        isUpdating={completion.isUpdating}
        onPrevious={current.goPrevious}
        onNext={current.goNext}
        onToggleCompleted={() => {
          if (!chapter) return;
          // The position holds for a moment after marking, like after navigating.
          current.hold();
          completion.setCompleted(chapter, !completedIds.has(chapter.id));
        }}
        translation={translation}
        onTranslationChange={setTranslation}
      />
    );
  }

  return (
    // In the app's wide column with its side panel (the route is marked wide, app/router.tsx).
    <div className="flex flex-col gap-6">
      <ReadingHeader streak={streak} streakLoading={streakLoading} planTitle={plan.title} />

      {starter.error ? (
        <InlineProblem
          message={`Failed to start reading plan: ${getErrorMessage(starter.error)}`}
          onRetry={starter.retry}
        />
      ) : null}
      {progressQuery.isError ? (
        <InlineProblem
          message={`Failed to fetch user progress: ${getErrorMessage(progressQuery.error)}`}
          onRetry={() => void progressQuery.refetch()}
        />
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ReadingTabs value={tab} onValueChange={changeTab} tabs={READING_TABS}>
          <ReadingTabPanel value="today">{today}</ReadingTabPanel>
          <ReadingTabPanel value="plan">
            <LazyBoundary fallback={<PanelFallback />}>
              <PlanChooser plans={plans} selectedPlanId={planId} onSelect={choosePlan} />
            </LazyBoundary>
          </ReadingTabPanel>
          <ReadingTabPanel value="saved">
            <LazyBoundary fallback={<PanelFallback />}>
              <BookmarksList />
            </LazyBoundary>
          </ReadingTabPanel>
          <ReadingTabPanel value="notes">
            <LazyBoundary fallback={<PanelFallback />}>
              <StudyNotesManager />
            </LazyBoundary>
          </ReadingTabPanel>
          <ReadingTabPanel value="info">
            {chapter ? (
              <LazyBoundary fallback={<PanelFallback />}>
                <BookInfoPanel book={chapter.book} />
              </LazyBoundary>
            ) : (
              today
            )}
          </ReadingTabPanel>
          <ReadingTabPanel value="settings">
            <LazyBoundary fallback={<PanelFallback />}>
              <ReaderSettingsPanel />
            </LazyBoundary>
          </ReadingTabPanel>
        </ReadingTabs>

        <aside aria-label="Your progress" className="flex flex-col gap-4">
          {/* Its code loads once the screen has shown the scripture, in the room its skeleton
              keeps: its requests would otherwise share the phone's few connections with the
              scripture's (docs/decisions/018-reading-first-paint.md, revision 4). */}
          <AfterFirstScreen placeholder={<ProgressAsideSkeleton />}>
            <ReadingProgressPanel
              {...counts}
              planId={plan.id}
              lastAdjustment={progressQuery.data?.schedule.last_adjustment ?? null}
              activity={activityQuery.data}
              records={records}
              fallbackTimeZone={user?.time_zone}
              planStartedAt={progress?.created_at}
            />
            <CatchUpPanel
              planId={plan.id}
              position={position}
              records={records}
              timeZone={activityQuery.data?.time_zone ?? user?.time_zone}
              onEarned={achievements.push}
            />
            {chapter ? <TodaysChapterCard chapter={chapter} /> : null}
            <ProgressSummary
              {...counts}
              startedAt={progress?.created_at}
              records={records.length}
              timeZone={activityQuery.data?.time_zone ?? user?.time_zone}
            />
          </AfterFirstScreen>
        </aside>

        <div className="lg:col-span-2">
          {/* Below the fold on a phone: it comes after the scripture too. */}
          <AfterFirstScreen>
            <ReadingHeatmap
              activity={activityQuery.data}
              isLoading={activityQuery.isPending && !activityQuery.isError}
              isError={activityQuery.isError}
            />
          </AfterFirstScreen>
        </div>
      </div>

      {/* Achievements come from marks, which the member makes once the screen shows. */}
      <AfterFirstScreen>
        <AchievementPopup achievement={achievements.current} onClose={achievements.dismiss} />
      </AfterFirstScreen>
    </div>
  );
}
