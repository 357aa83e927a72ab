import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { createPostgresCluster, freePort, type PostgresCluster } from './postgres-cluster';
import { type RunningManna, startManna } from './server';

// npm run chaos: two Manna servers on a throwaway PostgreSQL, written to at a fixed rate while
// PostgreSQL restarts and then stops for a while. Every acknowledged write must survive, every
// failure must be quick, both servers must serve again by themselves and still be running.

const WRITES_PER_SECOND = 50;
const MEMBERS = 4;
const WARM_UP_MS = 5_000;
const SETTLE_MS = 5_000;
const OUTAGE_MS = 10_000;
/** From the database being back to both servers acknowledging writes again. */
const RECOVERY_BUDGET_MS = 30_000;
/** A failure must be fast: a request that fails after this long left a member waiting. */
const SLOWEST_FAILURE_BUDGET_MS = 10_000;
/** Long enough to see a hang as a hang rather than cut it short. */
const REQUEST_TIMEOUT_MS = 20_000;
const AUTH_ATTEMPTS = 5;

type Outcome = number | 'timeout' | 'network error';

const noteAnswerSchema = z.object({ note: z.object({ id: z.string() }) });
const bookmarkAnswerSchema = z.object({ bookmark: z.object({ id: z.string() }) });

/**
 * Personal-data writes that answer with the new row's id: a note is one insert, a bookmark a
 * transaction (a connection checked out of the pool across statements).
 */
const WRITE_KINDS = {
  note: {
    path: '/api/study-notes',
    table: 'bible_study_notes',
    body: (index: number) => ({ book: 'John', chapter: 3, verse: 16, content: `Chaos ${index}` }),
    idOf: (answer: unknown) => noteAnswerSchema.safeParse(answer).data?.note.id,
  },
  bookmark: {
    path: '/api/bookmarks',
    table: 'bookmarks',
    // A reference of its own for each, so every write is a new bookmark rather than a replay.
    body: (index: number) => ({ reference: `Chaos ${index}`, text: 'For God so loved the world' }),
    idOf: (answer: unknown) => bookmarkAnswerSchema.safeParse(answer).data?.bookmark.id,
  },
} as const;
type WriteKind = keyof typeof WRITE_KINDS;

interface Write {
  kind: WriteKind;
  server: number;
  sentAt: number;
  doneAt?: number;
  outcome?: Outcome;
  /** The new row's id when the write was acknowledged (2xx). */
  id?: string;
}

interface Member {
  email: string;
  cookie: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const acknowledged = (write: Write) =>
  typeof write.outcome === 'number' && write.outcome >= 200 && write.outcome < 300;

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function post(server: RunningManna, pathname: string, body: unknown, cookie = '') {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { origin: server.baseUrl, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** An auth request, waiting out its rate limit (per client address) when it meets one. */
async function postToAuth(server: RunningManna, pathname: string, body: unknown) {
  for (let attempt = 1; attempt <= AUTH_ATTEMPTS; attempt++) {
    const response = await post(server, pathname, body);
    if (response.status !== 429) return response;
    await response.body?.cancel();
    const retryAfter = Number(
      response.headers.get('retry-after') ?? response.headers.get('x-retry-after'),
    );
    await sleep((Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 10) * 1000);
  }
  throw new Error(`${pathname} still rate limited after ${AUTH_ATTEMPTS} attempts`);
}

/**
 * Signs a member up, confirms their e-mail straight in the database (whether or not sign-up
 * asks for it), then signs in on the other server, keeping the session cookie.
 */
async function createMember(
  signUpServer: RunningManna,
  signInServer: RunningManna,
  databaseUrl: string,
): Promise<Member> {
  const email = `chaos-${randomUUID()}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const signUp = await postToAuth(signUpServer, '/api/auth/sign-up/email', {
    name: 'Chaos Reader',
    email,
    password,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_verified = true where email = $1', [email]);
  } finally {
    await client.end();
  }

  const signIn = await postToAuth(signInServer, '/api/auth/sign-in/email', { email, password });
  const cookie = cookieOf(signIn);
  if (!signIn.ok || !cookie) {
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  }
  return { email, cookie };
}

/** Offers writes at a fixed rate whatever the answers, as members would keep writing. */
function startLoad(servers: RunningManna[], members: Member[]) {
  const writes: Write[] = [];
  const inFlight = new Set<Promise<void>>();
  const intervalMs = 1000 / WRITES_PER_SECOND;
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;

  const send = (index: number) => {
    const serverIndex = index % servers.length;
    const server = servers[serverIndex];
    const member = members[index % members.length];
    if (!server || !member) return;
    // Each server gets both kinds in turn.
    const kind: WriteKind = Math.floor(index / servers.length) % 2 === 0 ? 'note' : 'bookmark';
    const write: Write = { kind, server: serverIndex, sentAt: performance.now() };
    writes.push(write);
    const { path, body, idOf } = WRITE_KINDS[kind];
    const done = post(server, path, body(index), member.cookie)
      .then(async (response) => {
        write.outcome = response.status;
        if (response.ok) {
          write.id = idOf(await response.json());
        } else {
          await response.body?.cancel();
        }
      })
      .catch((error: unknown) => {
        write.outcome =
          error instanceof DOMException && error.name === 'TimeoutError'
            ? 'timeout'
            : 'network error';
      })
      .finally(() => {
        write.doneAt = performance.now();
        inFlight.delete(done);
      });
    inFlight.add(done);
  };

  // Catches up on any tick the event loop was late for, so the offered rate stays fixed.
  let sent = 0;
  const tick = () => {
    const due = Math.floor((performance.now() - startedAt) / intervalMs) + 1;
    while (sent < due) send(sent++);
    timer = setTimeout(tick, intervalMs / 2);
  };
  tick();

  return {
    writes,
    async stop() {
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

/**
 * Milliseconds from `since` until every server has acknowledged a write sent after it, or
 * undefined if that has not happened within the budget.
 */
async function timeToRecover(writes: Write[], serverCount: number, since: number) {
  const deadline = since + RECOVERY_BUDGET_MS;
  while (performance.now() < deadline) {
    const firstAcknowledged = Array.from({ length: serverCount }, (_, server) =>
      writes
        .filter((write) => write.server === server && write.sentAt >= since && acknowledged(write))
        .reduce((first, write) => Math.min(first, write.doneAt ?? first), Number.POSITIVE_INFINITY),
    );
    const last = Math.max(...firstAcknowledged);
    if (Number.isFinite(last)) return last - since;
    await sleep(50);
  }
  return undefined;
}

interface Disruption {
  /** One word for the summary: 'restart', 'outage'. */
  label: string;
  startedAt: number;
  /** When PostgreSQL accepted connections again (pg_ctl returned). */
  backAt: number;
  /** From `backAt` until both servers acknowledged a write again; undefined if they did not. */
  recoveryMs: number | undefined;
}

async function disrupt(
  label: string,
  description: string,
  action: () => Promise<void>,
  writes: Write[],
  serverCount: number,
): Promise<Disruption> {
  console.log(`  ${label}: ${description}`);
  const startedAt = performance.now();
  await action();
  const backAt = performance.now();
  const recoveryMs = await timeToRecover(writes, serverCount, backAt);
  return { label, startedAt, backAt, recoveryMs };
}

/** What members saw of one disruption: how long and how many of their writes failed. */
function describeDisruption(disruption: Disruption, writes: Write[]): string {
  const { label, startedAt, backAt, recoveryMs } = disruption;
  const end = backAt + (recoveryMs ?? RECOVERY_BUDGET_MS);
  const failed = writes.filter(
    (write) => write.sentAt >= startedAt && write.sentAt <= end && !acknowledged(write),
  );
  const failingMs =
    failed.length === 0
      ? 0
      : Math.max(...failed.map((write) => write.doneAt ?? end)) -
        Math.min(...failed.map((write) => write.sentAt));
  const recovery =
    recoveryMs === undefined
      ? 'NOT writing again'
      : `both writing again ${seconds(recoveryMs)} later`;
  return `${label.padEnd(8)} database away ${seconds(backAt - startedAt)}, ${failed.length} writes failed over ${seconds(failingMs)}; ${recovery}`;
}

/** How many acknowledged writes the database does not hold, by direct SQL on their ids. */
async function countLost(databaseUrl: string, acked: Write[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let found = 0;
    for (const [kind, { table }] of Object.entries(WRITE_KINDS)) {
      const ids = acked.flatMap((write) => (write.kind === kind && write.id ? [write.id] : []));
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from ${table} where id = any($1::uuid[])`,
        [ids],
      );
      found += rows[0]?.count ?? 0;
    }
    // An acknowledgement without an id cannot be checked: it counts as lost.
    return acked.length - found;
  } finally {
    await client.end();
  }
}

async function isServing(server: RunningManna): Promise<boolean> {
  if (!server.isRunning()) return false;
  try {
    return (await fetch(`${server.baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function main(cluster: PostgresCluster): Promise<boolean> {
  // One secret for both, as behind a load balancer: a session works on either server.
  const sharedEnv = {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  };
  const servers: RunningManna[] = [];
  try {
    // One after the other: the first migrates, and two cores are not shared with a compile.
    for (let index = 0; index < 2; index++) {
      servers.push(await startManna(await freePort(), sharedEnv));
    }
    const [first, second] = servers;
    if (!first || !second) throw new Error('the servers did not start');

    const members: Member[] = [];
    for (let index = 0; index < MEMBERS; index++) {
      const [signUpServer, signInServer] = index % 2 === 0 ? [first, second] : [second, first];
      members.push(await createMember(signUpServer, signInServer, cluster.url));
    }

    console.log(
      `Writing ${WRITES_PER_SECOND} study notes and bookmarks/s across ${servers.length} servers as ${MEMBERS} members:`,
    );
    const load = startLoad(servers, members);
    await sleep(WARM_UP_MS);
    const disruptions = [
      await disrupt('restart', 'pg_ctl restart -m fast', cluster.restart, load.writes, 2),
    ];
    await sleep(SETTLE_MS);
    disruptions.push(
      await disrupt(
        'outage',
        `pg_ctl stop -m fast, ${seconds(OUTAGE_MS)}, pg_ctl start`,
        async () => {
          await cluster.stop();
          await sleep(OUTAGE_MS);
          await cluster.start();
        },
        load.writes,
        2,
      ),
    );
    await sleep(SETTLE_MS);
    await load.stop();

    const { writes } = load;
    const acked = writes.filter(acknowledged);
    const lost = await countLost(cluster.url, acked);
    const failed = writes.filter((write) => !acknowledged(write));
    const failuresByOutcome = new Map<Outcome, number>();
    for (const write of failed) {
      const outcome = write.outcome ?? 'network error';
      failuresByOutcome.set(outcome, (failuresByOutcome.get(outcome) ?? 0) + 1);
    }
    const slowestFailureMs = Math.max(
      0,
      ...failed.map((write) => (write.doneAt ?? performance.now()) - write.sentAt),
    );
    const alive = (await Promise.all(servers.map(isServing))).filter(Boolean).length;

    const recovered = disruptions.every(
      (disruption) =>
        disruption.recoveryMs !== undefined && disruption.recoveryMs <= RECOVERY_BUDGET_MS,
    );
    const checks = {
      lost: lost === 0,
      fast: slowestFailureMs <= SLOWEST_FAILURE_BUDGET_MS,
      recovered,
      alive: alive === servers.length,
    };
    const failures = [...failuresByOutcome]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([outcome, count]) => `${outcome}: ${count}`)
      .join(', ');
    console.log(`
  ${disruptions.map((disruption) => describeDisruption(disruption, writes)).join('\n  ')}

  writes offered             ${writes.length} (${WRITES_PER_SECOND}/s)
  acknowledged               ${acked.length}
  acknowledged writes lost   ${lost}  ${verdict(checks.lost)}
  requests failed            ${failed.length}${failures ? ` (${failures})` : ''}
  slowest failed request     ${seconds(slowestFailureMs)} (budget <= ${seconds(SLOWEST_FAILURE_BUDGET_MS)})  ${verdict(checks.fast)}
  time to recover            ${disruptions
    .map(
      (disruption) =>
        `${disruption.label} ${
          disruption.recoveryMs === undefined ? 'never' : seconds(disruption.recoveryMs)
        }`,
    )
    .join(
      ', ',
    )} after the database was back (budget <= ${seconds(RECOVERY_BUDGET_MS)})  ${verdict(checks.recovered)}
  servers still alive        ${alive} of ${servers.length}  ${verdict(checks.alive)}`);
    return Object.values(checks).every(Boolean);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

// Ctrl-C too removes the cluster and stops the servers (their 'exit' handlers).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

console.log('Creating a throwaway PostgreSQL cluster and starting two Manna servers...');
const cluster = await createPostgresCluster();
let passed = false;
try {
  passed = await main(cluster);
} finally {
  cluster.remove();
}
console.log(passed ? '\nThe servers rode out both.' : '\nFAILED');
process.exit(passed ? 0 : 1);
