import {
  JOURNAL_PAGE_SIZE,
  type Page,
  purchasesEndpoints,
  type TokenLedgerEntry,
} from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { tokenLedgerQueryKey } from './query-keys';

/** GET /api/tokens/ledger?limit&offset: one page of the member's token history, newest first. */
export function getTokenLedger(request?: PageRequest): Promise<Page<TokenLedgerEntry>> {
  return callApi(purchasesEndpoints.tokenLedger, {
    query: pageQuery(JOURNAL_PAGE_SIZE, request),
    signal: request?.signal,
  });
}

export function getTokenLedgerQueryOptions() {
  return pagedInfiniteQueryOptions(tokenLedgerQueryKey, getTokenLedger);
}

/** The token history, 20 at a time (`fetchNextPage` for 'Load more'). */
export function useTokenLedger() {
  return useInfiniteQuery(getTokenLedgerQueryOptions());
}
