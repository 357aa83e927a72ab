// Type-level tests, checked by `tsc -p apps/api` (npm run typecheck) and never run: a route
// cannot answer anything but its endpoint's response, nor validate with other schemas.
import {
  createPrayerInputSchema,
  endpoint,
  type Prayer,
  prayerListQuerySchema,
  prayersEndpoints,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from './context';
import { contractRoutes, reply } from './contract-routes';

export function routesCompileAgainstTheContract(prayer: Prayer) {
  const serve = contractRoutes(new Hono<SignedInEnv>(), '/api/prayers');
  serve(prayersEndpoints.get, {}, async () => ({ prayer }));
  serve(prayersEndpoints.create, { body: createPrayerInputSchema }, async () =>
    reply(201, { prayer }),
  );
  // @ts-expect-error: an answer in another shape
  serve(prayersEndpoints.get, {}, async () => ({ item: prayer }));
  // @ts-expect-error: the body schema the endpoint names is required
  serve(prayersEndpoints.create, {}, async () => reply(201, { prayer }));
  // @ts-expect-error: another schema than the one the endpoint names
  serve(prayersEndpoints.create, { body: prayerListQuerySchema }, async () => ({ prayer }));
  // @ts-expect-error: a 204 endpoint answers null, not a body
  serve(endpoint<null>()('DELETE', '/api/prayers/:id'), {}, async () => ({ prayer }));
}
