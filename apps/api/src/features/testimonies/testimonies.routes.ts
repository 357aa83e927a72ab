import {
  createTestimonyInputSchema,
  testimoniesEndpoints as endpoints,
  journalPageQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  createTestimony,
  deleteTestimony,
  getTestimony,
  listApprovedTestimonies,
  listOwnTestimonies,
} from './testimonies.service';

const byId = { before: [uuidParam('testimony_not_found')] };

// Testimonies are shared with the community, but only once an admin approves them: until then
// (and after a rejection) only their author can see them. '/mine' comes before '/:id'.
export const testimonyRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(testimonyRoutes, '/api/testimonies');

serve(endpoints.list, { query: journalPageQuerySchema }, async (c, { query }) =>
  listApprovedTestimonies(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.mine, { query: journalPageQuerySchema }, async (c, { query }) =>
  listOwnTestimonies(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.get, byId, async (c, { params }) => ({
  testimony: await getTestimony(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.create, { body: createTestimonyInputSchema }, async (c, { body }) =>
  reply(201, { testimony: await createTestimony(c.var.deps.db, c.var.user.id, body) }),
);
serve(endpoints.remove, byId, async (c, { params }) => {
  await deleteTestimony(c.var.deps.db, c.var.user.id, params.id);
  return null;
});
