import { scriptureEndpoints, TRANSLATIONS, type Translation } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const translationsQueryKey = ['scripture-translations'] as const;

export async function getTranslations({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<Translation[]> {
  const { translations } = await callApi(scriptureEndpoints.translations, { signal });
  return translations;
}

export function getTranslationsQueryOptions() {
  return queryOptions({
    queryKey: translationsQueryKey,
    queryFn: ({ signal }) => getTranslations({ signal }),
    // API.Bible outages come and go within minutes, and the list says so; a chapter that fails
    // for that reason also refreshes it at once (docs/product/scripture.md).
    staleTime: MINUTE_MS,
    gcTime: 24 * HOUR_MS,
  });
}

/**
 * The translations the server offers, NASB first (docs/product/scripture.md#translations). Until
 * the list arrives, or if it cannot be had, the shared catalogue stands in with every entry assumed
 * available, so a translation can always be chosen.
 */
export function useTranslations(): { translations: readonly Translation[]; isLoaded: boolean } {
  const { data } = useQuery(getTranslationsQueryOptions());
  if (data && data.length > 0) return { translations: data, isLoaded: true };
  return { translations: FALLBACK_TRANSLATIONS, isLoaded: false };
}

const FALLBACK_TRANSLATIONS: readonly Translation[] = TRANSLATIONS.map((info) => ({
  ...info,
  source: info.id === 'kjv' || info.id === 'web' ? 'bundled' : 'api-bible',
  available: true,
  status: 'available',
}));
