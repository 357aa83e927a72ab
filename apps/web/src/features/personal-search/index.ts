// One search over the member's own words (docs/product/search.md): the results screen, loaded
// with the /search route's own chunk. The header's search box is in components/layouts.
export { personalSearchQueryPrefix } from './api/search-personal';
export { SearchScreen } from './components/search-screen';
