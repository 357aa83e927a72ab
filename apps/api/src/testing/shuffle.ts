/**
 * Each item `times` times, in an order shuffled by `seed`: how a provider delivers webhooks (at
 * least once, in any order). The same seed gives the same order, so a failure can be replayed.
 */
export function deliveredInAnyOrder<T>(items: readonly T[], times: number, seed: number): T[] {
  let state = seed;
  const nextKey = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return items
    .flatMap((item) => Array.from({ length: times }, () => ({ item, key: nextKey() })))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}
