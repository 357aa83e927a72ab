// Scripture search (docs/product/scripture.md#search): the /bible/search screen, a lazy chunk of
// its own so that /bible and /reading carry none of it.
export { ScriptureSearchScreen } from './components/scripture-search-screen';
