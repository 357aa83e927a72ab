import {
  createPrayerInputSchema,
  prayersEndpoints as endpoints,
  prayerListQuerySchema,
  updatePrayerInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  createPrayer,
  deletePrayer,
  getMostRecentPrayer,
  getPrayer,
  linkPrayerToJournal,
  listPrayers,
  updatePrayer,
} from './prayers.service';

const byId = { before: [uuidParam('prayer_not_found')] };

// Prayers are personal like the journal (docs/product/prayers-and-testimonies.md#prayers). Every
// route needs a member and reads or writes only their prayers; '/recent' comes before '/:id' so it
// is never taken for an id.
export const prayerRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(prayerRoutes, '/api/prayers');

serve(endpoints.list, { query: prayerListQuerySchema }, async (c, { query }) =>
  listPrayers(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.recent, {}, async (c) => ({
  prayer: await getMostRecentPrayer(c.var.deps.db, c.var.user.id),
}));
serve(endpoints.get, byId, async (c, { params }) => ({
  prayer: await getPrayer(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.create, { body: createPrayerInputSchema }, async (c, { body }) =>
  reply(201, { prayer: await createPrayer(c.var.deps.db, c.var.user.id, body) }),
);
serve(
  endpoints.update,
  { ...byId, body: updatePrayerInputSchema },
  async (c, { params, body }) => ({
    prayer: await updatePrayer(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
serve(endpoints.remove, byId, async (c, { params }) => {
  await deletePrayer(c.var.deps.db, c.var.user.id, params.id);
  return null;
});
serve(endpoints.linkToJournal, byId, async (c, { params }) => {
  const { entry, earned, created } = await linkPrayerToJournal(
    c.var.deps.db,
    c.var.user.id,
    params.id,
  );
  // 201 with the new entry; 200 with the one already there when the link is repeated.
  return reply(created ? 201 : 200, { entry, earned });
});
