import {
  type BundledTranslationId,
  type Chapter,
  FALLBACK_TRANSLATION,
  findBookByCode,
  isBundledTranslation,
  isRateLimitMessage,
  loadFailedToast,
  RATE_LIMIT_TOAST,
  TRANSLATION_UNAVAILABLE_STATUS,
} from '@manna/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDebounce } from 'use-debounce';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage, isApiError } from '@/lib/api-client';
import { type ChapterParams, chapterQueryKey, getChapterQueryOptions } from '../api/get-chapter';
import { translationsQueryKey } from '../api/get-translations';
import { useRetryCountdown } from './use-retry-countdown';

// Chapter loading is debounced by 300 ms (docs/product/scripture.md#the-scripture-panel).
export const CHAPTER_DEBOUNCE_MS = 300;

export type ChapterReaderStatus = 'loading' | 'error' | 'empty' | 'success';

export interface ChapterReader {
  status: ChapterReaderStatus;
  /** The chapter on screen; only set when status is 'success'. */
  chapter: Chapter | undefined;
  /** The server's (or the network's) message when status is 'error'. */
  errorMessage: string | undefined;
  isRateLimited: boolean;
  /**
   * Set when a licensed translation's chapter failed because its provider could not give it
   * (the server answers 503): the bundled translation to offer instead.
   */
  fallbackTranslation: BundledTranslationId | undefined;
  /** Seconds before Retry is allowed again after a rate limit; 0 otherwise. */
  retrySecondsLeft: number;
  /** True while a retry is on its way. */
  isRetrying: boolean;
  retry: () => void;
}

function sameChapter(a: ChapterParams, b: ChapterParams): boolean {
  return a.translation === b.translation && a.book === b.book && Object.is(a.chapter, b.chapter);
}

/** The message as the server wrote it: ours is already in words a member can read. */
function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : getErrorMessage(error);
}

/**
 * Loads a chapter for reading: debounced by 300 ms (rapid Next clicks fetch only where the member
 * stops; a chapter already in the cache shows at once), with the toasts on failure and the
 * rate-limit countdown before Retry (docs/product/scripture.md#the-scripture-panel).
 */
export function useChapterReader({ book, chapter, translation }: ChapterParams): ChapterReader {
  const queryClient = useQueryClient();
  const requested: ChapterParams = { translation, book: book.toUpperCase(), chapter };
  // A new object each render: the debounce restarts only when the chapter itself changes.
  const [debounced] = useDebounce(requested, CHAPTER_DEBOUNCE_MS, { equalityFn: sameChapter });
  const isCached = queryClient.getQueryData(chapterQueryKey(requested)) !== undefined;
  const params = isCached ? requested : debounced;
  const settling = !sameChapter(params, requested);
  const isKnownChapter =
    Number.isInteger(params.chapter) &&
    params.chapter >= 1 &&
    params.chapter <= (findBookByCode(params.book)?.chapters ?? 0);

  const query = useQuery({ ...getChapterQueryOptions(params), enabled: isKnownChapter });
  const countdown = useRetryCountdown();
  const { start: startCountdown, reset: resetCountdown } = countdown;

  const errorMessage = query.error ? messageOf(query.error) : undefined;
  const isRateLimited = errorMessage !== undefined && isRateLimitMessage(errorMessage);
  const fallbackTranslation =
    isApiError(query.error, TRANSLATION_UNAVAILABLE_STATUS) &&
    !isBundledTranslation(params.translation)
      ? FALLBACK_TRANSLATION
      : undefined;

  // One toast per failure, however often React runs the effect.
  const toastedFailure = useRef(0);
  const { errorUpdatedAt, dataUpdatedAt, status } = query;
  const bookName = findBookByCode(params.book)?.name ?? params.book;
  useEffect(() => {
    if (status !== 'error' || errorUpdatedAt === toastedFailure.current) return;
    toastedFailure.current = errorUpdatedAt;
    if (isRateLimited) {
      startCountdown();
      toast({ type: 'error', ...RATE_LIMIT_TOAST });
    } else {
      toast({ type: 'error', ...loadFailedToast(bookName, params.chapter) });
    }
    // The provider is down: the translation list now says so, and should show it.
    if (fallbackTranslation) void queryClient.invalidateQueries({ queryKey: translationsQueryKey });
  }, [
    status,
    errorUpdatedAt,
    isRateLimited,
    fallbackTranslation,
    queryClient,
    startCountdown,
    bookName,
    params.chapter,
  ]);

  // The countdown is reset to 0 on the next successful load.
  useEffect(() => {
    if (dataUpdatedAt > 0) resetCountdown();
  }, [dataUpdatedAt, resetCountdown]);

  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  const base = {
    errorMessage: undefined,
    isRateLimited: false,
    fallbackTranslation: undefined,
    retrySecondsLeft: countdown.secondsLeft,
    isRetrying: false,
    retry,
  };
  if (!isKnownChapter) return { ...base, status: 'empty', chapter: undefined };
  if (settling || query.isPending) return { ...base, status: 'loading', chapter: undefined };
  // A failed background refresh keeps the text already on screen.
  if (query.data && query.data.verses.length > 0) {
    return { ...base, status: 'success', chapter: query.data };
  }
  if (query.isError) {
    return {
      ...base,
      status: 'error',
      chapter: undefined,
      errorMessage,
      isRateLimited,
      fallbackTranslation,
      isRetrying: query.isFetching,
    };
  }
  // Answered, but with nothing to read.
  return { ...base, status: 'empty', chapter: undefined };
}
