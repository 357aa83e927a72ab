import {
  createPrayerInputSchema,
  PRAYER_NOT_FOUND,
  prayerListQuerySchema,
  updatePrayerInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import {
  createPrayer,
  deletePrayer,
  getMostRecentPrayer,
  getPrayer,
  linkPrayerToJournal,
  listPrayers,
  updatePrayer,
} from './prayers.service';

const prayerIdParam = uuidParam(PRAYER_NOT_FOUND);

// Prayers are personal like the journal (docs/product/prayers-and-testimonies.md#prayers). Every
// route needs a member and reads or writes only their prayers; '/recent' comes before '/:id' so it
// is never taken for an id.
export const prayerRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/', validate('query', prayerListQuerySchema), async (c) =>
    c.json(await listPrayers(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/recent', async (c) =>
    c.json({ prayer: await getMostRecentPrayer(c.var.deps.db, c.var.user.id) }),
  )
  .get('/:id', prayerIdParam, async (c) =>
    c.json({ prayer: await getPrayer(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .post('/', validate('json', createPrayerInputSchema), async (c) =>
    c.json({ prayer: await createPrayer(c.var.deps.db, c.var.user.id, c.req.valid('json')) }, 201),
  )
  .patch('/:id', prayerIdParam, validate('json', updatePrayerInputSchema), async (c) =>
    c.json({
      prayer: await updatePrayer(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    }),
  )
  .delete('/:id', prayerIdParam, async (c) => {
    await deletePrayer(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/journal', prayerIdParam, async (c) => {
    const { entry, earned, created } = await linkPrayerToJournal(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    // 201 with the new entry; 200 with the one already there when the link is repeated.
    return created ? c.json({ entry, earned }, 201) : c.json({ entry, earned }, 200);
  });
