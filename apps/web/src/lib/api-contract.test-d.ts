// Type-level tests, checked by `tsc -p apps/web` (npm run typecheck) and never run: the web
// client, its fakes and the contract in packages/shared cannot drift apart without a type error.
// Each `@ts-expect-error` fails the type-check if the line below it ever compiles.
import { endpoint, type Prayer, prayersEndpoints } from '@manna/shared';
import { expectTypeOf } from 'vitest';
import { fakeRoute } from '@/testing/fake-fetch';
import { callApi } from './api-client';

/** The prayer endpoint, as it would read if its response changed from `{ prayer }` to `{ item }`. */
const changedGetPrayer = endpoint<{ item: Prayer }>()('GET', '/api/prayers/:id');

export async function clientCompilesAgainstTheContract() {
  const answer = await callApi(prayersEndpoints.get, { params: { id: 'p1' } });
  expectTypeOf(answer).toEqualTypeOf<{ prayer: Prayer }>();

  // A changed response type breaks the code that reads the old one.
  const changed = await callApi(changedGetPrayer, { params: { id: 'p1' } });
  // @ts-expect-error: the changed endpoint answers `item`, not `prayer`
  changed.prayer satisfies Prayer;

  // @ts-expect-error: the path names an :id, so the call must give it
  await callApi(prayersEndpoints.get);
  // @ts-expect-error: a body that is not the schema's input
  await callApi(prayersEndpoints.create, { body: { title: 3 } });
  // @ts-expect-error: the list takes no body
  await callApi(prayersEndpoints.list, { body: { title: 'x' } });
}

export function fakesCompileAgainstTheContract(prayer: Prayer) {
  fakeRoute(prayersEndpoints.get, () => ({ prayer }));
  // @ts-expect-error: a fake answering the old shape once the response changed
  fakeRoute(changedGetPrayer, () => ({ prayer }));
}
