import { ScriptureSearchScreen } from '@/features/scripture-search';

/** /bible/search?q=&translation=&testament=&book= (docs/product/scripture.md#search). */
export function ScriptureSearchRoute() {
  return (
    <>
      <title>Search the Bible · Manna</title>
      <ScriptureSearchScreen />
    </>
  );
}
