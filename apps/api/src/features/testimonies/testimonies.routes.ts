import {
  createTestimonyInputSchema,
  journalPageQuerySchema,
  TESTIMONY_NOT_FOUND,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import {
  createTestimony,
  deleteTestimony,
  getTestimony,
  listApprovedTestimonies,
  listOwnTestimonies,
} from './testimonies.service';

const testimonyIdParam = uuidParam(TESTIMONY_NOT_FOUND);

// Testimonies are shared with the community, but only once an admin approves them: until then
// (and after a rejection) only their author can see them. '/mine' comes before '/:id'.
export const testimonyRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/', validate('query', journalPageQuerySchema), async (c) =>
    c.json(await listApprovedTestimonies(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/mine', validate('query', journalPageQuerySchema), async (c) =>
    c.json(await listOwnTestimonies(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/:id', testimonyIdParam, async (c) =>
    c.json({
      testimony: await getTestimony(c.var.deps.db, c.var.user.id, c.req.valid('param').id),
    }),
  )
  .post('/', validate('json', createTestimonyInputSchema), async (c) =>
    c.json(
      { testimony: await createTestimony(c.var.deps.db, c.var.user.id, c.req.valid('json')) },
      201,
    ),
  )
  .delete('/:id', testimonyIdParam, async (c) => {
    await deleteTestimony(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
