import { personalSearchEndpoints as endpoints, personalSearchQuerySchema } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { searchPersonal } from './personal-search.service';

// A member searches their own words only (docs/product/search.md#privacy): the session says whose.
export const personalSearchRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(personalSearchRoutes, '/api/search');

serve(endpoints.search, { query: personalSearchQuerySchema }, async (c, { query }) =>
  searchPersonal(c.var.deps.db, c.var.user.id, query),
);
