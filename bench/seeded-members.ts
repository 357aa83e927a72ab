import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SESSION_LIFETIME_SECONDS } from '../apps/api/src/auth';
import type { Database } from '../apps/api/src/db/client';
import { BENCH_AUTH_SECRET } from './in-process-app';

// better-auth's session cookie over http (no __Secure- prefix), as landing.routes.ts knows it.
const SESSION_COOKIE = 'better-auth.session_token';

export interface SeededMember {
  id: string;
  cookie: string;
}

/**
 * `count` confirmed members, each signed in (a session row), written with two INSERT ... SELECT
 * statements: signing up and in through the app hashes a password twice per member, which would
 * take minutes for the many members the load and scale sections need. Their cookies are signed
 * as better-auth signs them (HMAC-SHA256 of the token with the secret), for an app or a server
 * given BENCH_AUTH_SECRET; a section checks one answers 200 before it measures, so a change in
 * better-auth's cookie fails loudly rather than measuring 401s.
 */
export async function seedSignedInMembers(
  db: Database,
  { count, idPrefix }: { count: number; idPrefix: string },
): Promise<SeededMember[]> {
  // Unguessable like real tokens; the member's number makes each unique.
  const tokenPrefix = randomBytes(12).toString('base64url');
  await db.execute(sql`
    insert into users (id, full_name, email, email_verified)
    select ${idPrefix} || g, 'Bench Reader ' || g, ${idPrefix} || g || '@manna.test', true
    from generate_series(1, ${count}) as g
  `);
  // Expiring a full lifetime from now, as a sign-in leaves it: a session older than a day
  // (better-auth's updateAge) is extended on its next request, an UPDATE and a Set-Cookie that
  // the members' first marks would otherwise all pay (docs/decisions/013-marking-a-chapter.md).
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at)
    select ${idPrefix} || 'session-' || g, ${tokenPrefix} || g, ${idPrefix} || g,
           now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS})
    from generate_series(1, ${count}) as g
  `);
  return Array.from({ length: count }, (_, index) => {
    const token = `${tokenPrefix}${index + 1}`;
    const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
    return {
      id: `${idPrefix}${index + 1}`,
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`,
    };
  });
}
