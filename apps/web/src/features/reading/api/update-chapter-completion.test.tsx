import { NO_READING_SCHEDULE, type PlanProgressResponse } from '@manna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { jsonResponse, NT_PLAN_ID, newProgressRecord } from '../testing/fake-reading-api';
import { planProgressQueryKey } from './get-plan-progress';
import { streakQueryKey } from './get-streak';
import {
  EmptyCompletionAnswerError,
  updateChapterCompletion,
  useUpdateChapterCompletion,
  withChapterCompletion,
} from './update-chapter-completion';

const started: PlanProgressResponse = {
  progress: newProgressRecord(NT_PLAN_ID),
  chapters: [],
  schedule: NO_READING_SCHEDULE,
};

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(planProgressQueryKey(NT_PLAN_ID), started);
  queryClient.setQueryData(streakQueryKey, 0);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUpdateChapterCompletion(), { wrapper });
  return { queryClient, hook };
}

describe('updateChapterCompletion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('PUTs { completed } to the chapter completion path', async () => {
    const answer = { progress: started.progress, chapters: [], streak: 1, changed: 1, earned: [] };
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, answer));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      updateChapterCompletion({ planId: NT_PLAN_ID, chapterId: 'nt-1', completed: true }),
    ).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/reading/plans/${NT_PLAN_ID}/chapters/nt-1/completion`,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ completed: true }) }),
    );
  });

  it('treats an empty answer as a failure of its own', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 200 })));
    await expect(
      updateChapterCompletion({ planId: NT_PLAN_ID, chapterId: 'nt-1', completed: true }),
    ).rejects.toBeInstanceOf(EmptyCompletionAnswerError);
  });

  it('builds the optimistic progress: a record added, or replaced when unmarking', () => {
    const now = new Date('2026-11-04T10:00:00Z');
    const marked = withChapterCompletion(started, 'nt-1', true, now);
    expect(marked.chapters).toEqual([
      { chapter_id: 'nt-1', completed: true, completed_at: '2026-11-04T10:00:00.000Z' },
    ]);
    expect(withChapterCompletion(marked, 'nt-1', false, now).chapters).toEqual([
      { chapter_id: 'nt-1', completed: false, completed_at: null },
    ]);
  });
});

describe('useUpdateChapterCompletion', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('changes the cache at once, then takes the answer and refreshes the streak', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      String(input).endsWith('/completion')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(jsonResponse(200, { streak: 1 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, hook } = setup();

    act(() =>
      hook.result.current.mutate({ planId: NT_PLAN_ID, chapterId: 'nt-1', completed: true }),
    );
    await waitFor(() =>
      expect(
        queryClient.getQueryData<PlanProgressResponse>(planProgressQueryKey(NT_PLAN_ID))?.chapters,
      ).toEqual([expect.objectContaining({ chapter_id: 'nt-1', completed: true })]),
    );

    const serverRecord = {
      chapter_id: 'nt-1',
      completed: true,
      completed_at: '2026-11-04T10:00:00.000Z',
    };
    answer(
      jsonResponse(200, {
        progress: { ...started.progress, completed_chapters_count: 1 },
        chapters: [serverRecord],
        streak: 1,
        changed: 1,
        earned: [],
      }),
    );
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(streakQueryKey)).toBe(1);
    expect(
      queryClient.getQueryData<PlanProgressResponse>(planProgressQueryKey(NT_PLAN_ID)),
    ).toEqual({
      progress: { ...started.progress, completed_chapters_count: 1 },
      chapters: [serverRecord],
      schedule: NO_READING_SCHEDULE,
    });
    expect(queryClient.getQueryState(streakQueryKey)?.isInvalidated).toBe(true);
  });

  it('merges an answer into the chapters held: the others stay, an unread one is replaced', async () => {
    const earlier = {
      chapter_id: 'nt-1',
      completed: true,
      completed_at: '2026-11-03T10:00:00.000Z',
    };
    const third = { chapter_id: 'nt-3', completed: true, completed_at: '2026-11-03T11:00:00.000Z' };
    const unread = { chapter_id: 'nt-3', completed: false, completed_at: null };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input).endsWith('/completion')
            ? jsonResponse(200, {
                progress: { ...started.progress, completed_chapters_count: 1 },
                chapters: [unread],
                streak: 1,
                changed: 1,
                earned: [],
              })
            : jsonResponse(200, { streak: 1 }),
        ),
      ),
    );
    const { queryClient, hook } = setup();
    queryClient.setQueryData(planProgressQueryKey(NT_PLAN_ID), {
      ...started,
      chapters: [earlier, third],
    });
    act(() =>
      hook.result.current.mutate({ planId: NT_PLAN_ID, chapterId: 'nt-3', completed: false }),
    );
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(
      queryClient.getQueryData<PlanProgressResponse>(planProgressQueryKey(NT_PLAN_ID)),
    ).toEqual({
      progress: { ...started.progress, completed_chapters_count: 1 },
      chapters: [earlier, unread],
      schedule: NO_READING_SCHEDULE,
    });
  });

  it('puts the progress back when the change fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(500, { error: 'Database unavailable' })),
    );
    const { queryClient, hook } = setup();
    act(() =>
      hook.result.current.mutate({ planId: NT_PLAN_ID, chapterId: 'nt-1', completed: true }),
    );
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(queryClient.getQueryData(planProgressQueryKey(NT_PLAN_ID))).toEqual(started);
    expect(hook.result.current.error?.message).toBe('Database unavailable');
  });
});
