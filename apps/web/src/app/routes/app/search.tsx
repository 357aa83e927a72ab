import { PERSONAL_SEARCH_KINDS, type PersonalSearchKind } from '@manna/shared';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SearchScreen } from '@/features/personal-search';

function kindOf(value: string | null): PersonalSearchKind | null {
  return PERSONAL_SEARCH_KINDS.find((kind) => kind === value) ?? null;
}

/** /search?q=&kind=, the member's own words searched (docs/product/search.md#the-results). */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const kind = kindOf(searchParams.get('kind'));
  return (
    <>
      <title>{query ? `“${query}” · Search · Manna` : 'Search · Manna'}</title>
      <SearchScreen
        query={query}
        kind={kind}
        kindHref={(chosen) => paths.app.search.getHref(query, chosen)}
      />
    </>
  );
}
