import type { Chapter } from '@manna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterQueryKey } from '@/features/scripture';
import { createTestQueryClient } from '@/testing/test-utils';
import { type ChapterPrefetchParams, useChapterPrefetch } from './use-chapter-prefetch';

function chapterFor(book: string, chapter: number): Chapter {
  return {
    translation_id: 'kjv',
    translation_name: 'King James Version',
    translation_note: null,
    book_id: book,
    book_name: book,
    chapter,
    verses: [{ verse: 1, text: 'In the beginning' }],
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const [, , , , book, chapter] = String(input).split('/');
  return new Response(JSON.stringify(chapterFor(book ?? '', Number(chapter))), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

const fetchedUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

function setup(initial: ChapterPrefetchParams) {
  const queryClient = createTestQueryClient();
  const show = ({ translation, book, chapter }: ChapterPrefetchParams) =>
    queryClient.setQueryData(
      chapterQueryKey({ translation, book, chapter }),
      chapterFor(book, chapter),
    );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook((params: ChapterPrefetchParams) => useChapterPrefetch(params), {
    initialProps: initial,
    wrapper,
  });
  return { ...hook, queryClient, show };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useChapterPrefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prefetches the next chapter 1.5 s and the previous 3 s after the chapter shows', async () => {
    const john3 = { translation: 'kjv', book: 'JHN', chapter: 3 } as const;
    const { show } = setup(john3);

    // Nothing happens while the chapter itself is still loading.
    await advance(5000);
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      show(john3);
    });
    await advance(1499);
    expect(fetchMock).not.toHaveBeenCalled();

    await advance(1);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/JHN/4']);

    await advance(1499);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/JHN/4']);

    await advance(1);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/JHN/4', '/api/scripture/kjv/JHN/2']);
  });

  it('cancels pending prefetches when the chapter changes', async () => {
    const john20 = { translation: 'web', book: 'JHN', chapter: 20 } as const;
    const acts1 = { translation: 'web', book: 'ACT', chapter: 1 } as const;
    const { show, rerender } = setup(john20);
    await act(async () => {
      show(john20);
    });
    await advance(1000);

    await act(async () => {
      show(acts1);
    });
    rerender(acts1);
    // John 20's timers would have fired at 1.5 s and 3 s; Acts 1's fire 1.5 s and 3 s after it.
    await advance(1499);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchedUrls()).toEqual(['/api/scripture/web/ACT/2']);
    await advance(1500);
    // The previous chapter of Acts 1 crosses back into John; John 19 is never fetched.
    expect(fetchedUrls()).toEqual(['/api/scripture/web/ACT/2', '/api/scripture/web/JHN/21']);
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('cancels pending prefetches on unmount', async () => {
    const mark1 = { translation: 'kjv', book: 'MRK', chapter: 1 } as const;
    const { show, unmount } = setup(mark1);
    await act(async () => {
      show(mark1);
    });
    await advance(1000);
    unmount();
    await advance(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefetches nothing before Genesis 1 or after Revelation 22', async () => {
    const genesis1 = { translation: 'kjv', book: 'GEN', chapter: 1 } as const;
    const { show, rerender } = setup(genesis1);
    await act(async () => {
      show(genesis1);
    });
    await advance(3000);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/GEN/2']);

    fetchMock.mockClear();
    const revelation22 = { translation: 'kjv', book: 'REV', chapter: 22 } as const;
    await act(async () => {
      show(revelation22);
    });
    rerender(revelation22);
    await advance(3000);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/REV/21']);
  });

  it('does not fetch a neighbour that is already fresh in the cache', async () => {
    const romans8 = { translation: 'kjv', book: 'ROM', chapter: 8 } as const;
    const { show } = setup(romans8);
    await act(async () => {
      show({ ...romans8, chapter: 9 });
      show(romans8);
    });
    await advance(3000);
    expect(fetchedUrls()).toEqual(['/api/scripture/kjv/ROM/7']);
  });

  it('holds off while disabled or offline', async () => {
    const luke1 = { translation: 'kjv', book: 'LUK', chapter: 1, enabled: false } as const;
    const { show, rerender } = setup(luke1);
    await act(async () => {
      show(luke1);
    });
    await advance(5000);
    expect(fetchMock).not.toHaveBeenCalled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    rerender({ ...luke1, enabled: true });
    await advance(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
