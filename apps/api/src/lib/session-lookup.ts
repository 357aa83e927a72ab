import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseSessionOutput, parseUserOutput } from 'better-auth/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Auth, AuthSession } from '../auth';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/** better-call's signed cookie: the value, a dot, then its HMAC-SHA256 in base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/**
 * The session token a signed cookie holds, or undefined when its signature is not ours (checked as
 * better-call checks it, in constant time).
 */
function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const encoded = signed.slice(dot + 1);
  if (encoded.length !== SIGNATURE_LENGTH || !encoded.endsWith('=')) return undefined;
  const signature = Buffer.from(encoded, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : undefined;
}

/** The values of the cookies named `name` in a Cookie header, as sent. */
const cookiesNamed = (header: string, name: string) =>
  header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));

/** A cookie's value, decoded; undefined when missing, sent twice or badly encoded. */
function cookieValue(header: string, name: string): string | undefined {
  const values = cookiesNamed(header, name);
  const [value] = values;
  if (values.length !== 1 || value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The session lookup every signed-in request makes, in one prepared query with the member, for the
 * common case only: a session cookie signed with our secret, whose session exists, has not expired
 * and is not yet due for better-auth's extension (docs/decisions/013-marking-a-chapter.md). The
 * answer is better-auth's own shape (its output filters); every other case (no cookie, a bad
 * signature, no session, an expired one, one to extend, a "don't remember me" or cached-session
 * cookie) is left to better-auth's getSession, which reads, deletes or extends as it always has.
 * Nothing is cached: the session row is read on every request, so a sign-out or a ban (which ends
 * the member's sessions) applies to the next request.
 */
function sessionLookup(auth: Auth, db: Database) {
  const { expiresIn, updateAge } = auth.options.session;
  const findSession = db
    .select({ session: getTableColumns(sessions), user: getTableColumns(users) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('find-session-with-member');
  const cookies = auth.$context.then(({ authCookies, secret }) => ({
    secret,
    sessionToken: authCookies.sessionToken.name,
    // Cookies that change what better-auth's getSession does: leave those requests to it.
    others: [authCookies.dontRememberToken.name, authCookies.sessionData.name],
  }));

  async function fresh(headers: Headers): Promise<AuthSession | undefined> {
    const header = headers.get('cookie');
    if (!header) return undefined;
    const names = await cookies;
    if (names.others.some((name) => cookiesNamed(header, name).length > 0)) return undefined;
    const signed = cookieValue(header, names.sessionToken);
    const token = signed && verifiedToken(signed, names.secret);
    if (!token) return undefined;
    const [found] = await findSession.execute({ token });
    if (!found) return undefined;
    const expiresAt = found.session.expiresAt.getTime();
    const now = Date.now();
    // better-auth's own rules: expired at expiresAt, extended once less than expiresIn - updateAge
    // remains (api/routes/session.ts in better-auth).
    if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    // better-auth's adapter answers only the fields of its schema: reader preferences are ours.
    const { readerPreferences: _ours, ...user } = found.user;
    return {
      session: parseSessionOutput(auth.options, found.session),
      user: parseUserOutput(auth.options, user),
    };
  }

  return async (headers: Headers): Promise<AuthSession | null> =>
    (await fresh(headers)) ?? (await auth.api.getSession({ headers }));
}

const lookups = new WeakMap<Auth, ReturnType<typeof sessionLookup>>();

/**
 * The session of a request's cookie, as `auth.api.getSession` answers it; `db` must be the database
 * `auth` was created on. The prepared query is kept per auth instance.
 */
export function findSession(
  auth: Auth,
  db: Database,
  headers: Headers,
): Promise<AuthSession | null> {
  let lookup = lookups.get(auth);
  if (!lookup) {
    lookup = sessionLookup(auth, db);
    lookups.set(auth, lookup);
  }
  return lookup(headers);
}
