import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterQueryKey } from '@/features/scripture';
import { markFirstScreenShown } from '@/lib/first-screen';
import { createTestQueryClient } from '@/testing/test-utils';
import { prefetchPlanChapters } from './prefetch-plan-chapters';

const asked = () => fetchMock.mock.calls.map(([input]) => String(input));

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

  it('asks for the first chapter at once and for the others once the first screen has shown', async () => {
    // A fresh first-screen gate, closed, as on a cold load.
    vi.resetModules();
    const [gate, { prefetchPlanChapters: prefetchOnColdLoad }] = await Promise.all([
      import('@/lib/first-screen'),
      import('./prefetch-plan-chapters'),
    ]);
    const queryClient = createTestQueryClient();
    const prefetching = prefetchOnColdLoad(
      queryClient,
      [1, 2, 3].map((chapter) => ({ book: 'John', chapter })),
      'kjv',
    );
    await vi.waitFor(() => expect(asked()).toEqual(['/api/scripture/kjv/JHN/1']));

    gate.markFirstScreenShown();
    await prefetching;
    expect(asked()).toEqual([
      '/api/scripture/kjv/JHN/1',
      '/api/scripture/kjv/JHN/2',
      '/api/scripture/kjv/JHN/3',
    ]);
  });

  it('prefetches the first 5 chapters of the plan in the chosen translation', async () => {
    markFirstScreenShown();
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
    expect(asked()).toEqual([
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
    markFirstScreenShown();
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
    expect(asked()).toEqual(['/api/scripture/kjv/MAT/2']);
  });
});
