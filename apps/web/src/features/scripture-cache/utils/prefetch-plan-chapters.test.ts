import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterQueryKey } from '@/features/scripture';
import { createTestQueryClient } from '@/testing/test-utils';
import { prefetchPlanChapters } from './prefetch-plan-chapters';

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL) =>
    new Response(JSON.stringify({ verses: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
);

describe('prefetchPlanChapters', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prefetches the first 5 chapters of the plan in the chosen translation', async () => {
    const queryClient = createTestQueryClient();
    await prefetchPlanChapters(
      queryClient,
      [
        { book: 'Matthew', chapter: 1 },
        { book: 'Matthew', chapter: 2 },
        { book: 'Not a book', chapter: 1 },
        { book: 'Mark', chapter: 1 },
        { book: '1 Corinthians', chapter: 13 },
        { book: 'John', chapter: 3 },
        { book: 'John', chapter: 4 },
      ],
      'web',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/scripture/web/MAT/1',
      '/api/scripture/web/MAT/2',
      '/api/scripture/web/MRK/1',
      '/api/scripture/web/1CO/13',
      '/api/scripture/web/JHN/3',
    ]);
    expect(
      queryClient.getQueryData(chapterQueryKey({ translation: 'web', book: 'JHN', chapter: 3 })),
    ).toEqual({ verses: [] });
  });

  it('skips chapters already in the cache and never rejects', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(chapterQueryKey({ translation: 'kjv', book: 'MAT', chapter: 1 }), {
      verses: [],
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(
      prefetchPlanChapters(
        queryClient,
        [
          { book: 'Matthew', chapter: 1 },
          { book: 'Matthew', chapter: 2 },
        ],
        'kjv',
      ),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/scripture/kjv/MAT/2',
    ]);
  });
});
