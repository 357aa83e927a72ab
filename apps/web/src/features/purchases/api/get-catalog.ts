import { type PurchaseCatalog, purchasesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** GET /api/purchases/catalog: what is sold, for how much, and the payment mode; visitors too. */
export function getCatalog({ signal }: { signal?: AbortSignal } = {}): Promise<PurchaseCatalog> {
  return callApi(purchasesEndpoints.catalog, { signal });
}

export function getCatalogQueryOptions() {
  return queryOptions({
    queryKey: catalogQueryKey,
    queryFn: ({ signal }) => getCatalog({ signal }),
  });
}

export function useCatalog() {
  return useQuery(getCatalogQueryOptions());
}
