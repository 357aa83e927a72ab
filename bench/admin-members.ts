import { PHONE_ACCOUNT_EMAIL_DOMAIN } from '@manna/shared/member-contact';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import { inProcessApp, type RequestTimings, signedInMember, timeRequests } from './in-process-app';

const MEMBERS = 100_000;
/** A phone account's number is +1 202 000 0000 plus its place in the series. */
const PHONE_BASE = 12_020_000_000;
const SAMPLES = 120;
const WARM_UP = 20;

const pageAnswerSchema = z.object({
  items: z.array(z.object({ id: z.string() })),
  total: z.number(),
  total_capped: z.boolean(),
});

// What an admin asks of /admin/users: the first page, searches that match a few and nearly
// everyone, each filter, each order, and the deepest page the list offers.
const CASES = {
  'first page, newest': 'limit=25&offset=0',
  'search a surname': 'q=kowal&limit=25',
  'search an e-mail': 'q=member4242&limit=25',
  // Shaped like a phone number: its digits are looked for in phone accounts' placeholders too.
  'search a phone number': `q=${encodeURIComponent('+1 (202) 000-04')}&limit=25`,
  'search matching all': 'q=example&limit=25',
  'search, by name': 'q=naomi&sort=name&limit=25',
  'search matching all, by name': 'q=example&sort=name&limit=25',
  admins: 'role=admin&limit=25',
  'banned, by name': 'banned=yes&sort=name&limit=25',
  subscribed: 'subscribed=yes&limit=25',
  'not subscribed, last sign-in': 'subscribed=no&sort=last_sign_in&limit=25',
  // The deepest page the list offers (MEMBER_LIST_DEEPEST_OFFSET).
  'newest, page 401': 'limit=25&offset=10000',
  'by name, page 401': 'sort=name&limit=25&offset=10000',
  'last sign-in, page 401': 'sort=last_sign_in&limit=25&offset=10000',
} as const;

/**
 * GET /api/admin/members through the real app (session, admin check, validation, service,
 * queries) on a throwaway embedded PostgreSQL built by the app's own migrations, with 100,000
 * members seeded by one INSERT ... SELECT over generate_series: one in 1,000 an admin, one in 97
 * banned, one in 20 subscribed, a third never signed in, one in 10 a phone account (its number
 * +1202000xxxx in the placeholder e-mail, as placeholderEmailOf writes it).
 */
export async function benchAdminMembers() {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    // The trigram indexes take rows one by one (fastupdate off, 0008_members_search): for the bulk
    // seed they queue them instead, and are built afresh afterwards, as they would be over a
    // community that grew member by member.
    const trigramIndexes = ['users_full_name_trgm_idx', 'users_email_trgm_idx'];
    for (const index of trigramIndexes) {
      await database.db.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = on)`);
    }
    await database.db.execute(sql`
      insert into users (id, full_name, email, phone_number, phone_number_verified, email_verified, role, banned, tokens, created_at, last_login)
      select
        'bench-' || g,
        (array['Anna','Ben','Clara','David','Esther','Felix','Grace','Hannah','Isaac','Joel',
               'Keziah','Lydia','Micah','Naomi','Owen','Priscilla','Ruth','Silas','Tabitha','Uriah'])[1 + g % 20]
          || ' ' ||
        (array['Abbott','Baker','Carter','Dawson','Ellis','Fischer','Garcia','Hughes','Ibsen','Jensen',
               'Kowalski','Larsen','Moreau','Nakamura','Okafor','Petrov','Quinn','Rossi','Schmidt','Tanaka',
               'Urbina','Vogel','Walsh','Xu','Young','Zimmer','Adeyemi','Brennan','Castillo','Dubois',
               'Eriksen','Fontaine','Gallagher','Haddad','Ivanova','Jovanovic','Kaur','Lindqvist','Mendes','Novak',
               'Olsen','Pereira','Quispe','Romero','Santos','Takahashi','Ueda','Varga','Weber','Yilmaz'])[1 + (g / 20) % 50],
        case when g % 10 = 0
          then 'phone-' || (${PHONE_BASE}::bigint + g) || ${`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`}
          else 'member' || g || '@example.org' end,
        case when g % 10 = 0 then '+' || (${PHONE_BASE}::bigint + g) end,
        g % 10 = 0,
        g % 10 <> 0,
        case when g % 1000 = 0 then 'admin' else 'user' end,
        g % 97 = 0,
        g % 50,
        now() - make_interval(mins => g),
        case when g % 3 = 0 then null else now() - make_interval(secs => g * 7) end
      from generate_series(1, ${MEMBERS}) as g
    `);
    await database.db.execute(sql`
      insert into subscriptions (user_id, plan, status, provider, current_period_end)
      select 'bench-' || g, 'monthly', 'active', 'sandbox', now() + interval '20 days'
      from generate_series(20, ${MEMBERS}, 20) as g
    `);
    for (const index of trigramIndexes) {
      await database.db.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = off)`);
      await database.db.execute(sql`reindex index ${sql.identifier(index)}`);
    }
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStarted;

    const request = inProcessApp(database.db, '/nonexistent/manna-bench');
    const { cookie } = await signedInMember(database.db, request, {
      name: 'Bench Admin',
      email: `bench-admin-${Date.now()}@manna.test`,
      changes: { role: 'admin' },
    });

    const results: RequestTimings[] = [];
    for (const [name, query] of Object.entries(CASES)) {
      const pathname = `/api/admin/members?${query}`;
      const timings = await timeRequests(
        request,
        { name, pathname, cookie },
        { samples: SAMPLES, warmUp: WARM_UP },
        (body) => {
          const page = pageAnswerSchema.parse(body);
          if (page.items.length === 0) throw new Error(`${name} found no members`);
          return `${page.total_capped ? '>' : ''}${page.total}`;
        },
      );
      results.push(timings);
    }
    return { members: MEMBERS, seedMs, samples: SAMPLES, results };
  } finally {
    await database.close();
  }
}
