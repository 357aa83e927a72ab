import {
  type AdminMemberPage,
  type AdminMemberRow,
  type adminMemberListQuerySchema,
  MEMBER_LIST_DEEPEST_OFFSET,
  toRole,
} from '@manna/shared';
import { memberContactOf } from '@manna/shared/member-contact';
import { type AnyColumn, and, count, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { users } from '../../db/schema';
import { hasSubscriptionAccess } from '../purchases/plan-access';
import { memberMatching } from './member-search';

export type MemberListQuery = z.output<typeof adminMemberListQuerySchema>;

/**
 * A search's matches are counted up to this many: a search that matches nearly everyone ('example'
 * in every e-mail) would otherwise count 100,000 rows through the trigram index on every pause in
 * typing. Filters without a search count exactly (an index or a short scan).
 */
export const SEARCH_COUNT_CEILING = 10_000;

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  tokens: users.tokens,
  banned: users.banned,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};

type Orderable = Record<'id' | 'name' | 'createdAt' | 'lastLogin', AnyColumn>;

/**
 * Each order is an index walk (0008_members_search): created_at, lower(full_name) with id, and
 * last_login desc nulls last with id; the id makes the order total, so offset paging never shows
 * a member twice or skips one between pages.
 */
function orderOf(sort: MemberListQuery['sort'], columns: Orderable): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${columns.createdAt} desc`, sql`${columns.id} desc`];
    case 'oldest':
      return [sql`${columns.createdAt} asc`, sql`${columns.id} asc`];
    case 'name':
      return [sql`lower(${columns.name})`, sql`${columns.id} asc`];
    case 'last_sign_in':
      return [sql`${columns.lastLogin} desc nulls last`, sql`${columns.id} asc`];
  }
}

function conditions({ q, role, banned, subscribed }: MemberListQuery): SQL | undefined {
  const subscribedNow = hasSubscriptionAccess(qualified(users.id));
  return and(
    // Any part of the name, the e-mail or a phone account's number: trigram indexes answer each.
    q === undefined ? undefined : memberMatching(q),
    role === undefined ? undefined : eq(users.role, role),
    banned === undefined ? undefined : eq(users.banned, banned === 'yes'),
    subscribed === undefined
      ? undefined
      : subscribed === 'yes'
        ? subscribedNow
        : not(subscribedNow),
  );
}

/**
 * GET /api/admin/members: a page of members, searched, filtered and ordered on the server
 * (docs/product/admin.md#members).
 *
 * Offset paging, bounded: the list shows where a page stands ('26–50 of 100,000'), and each
 * order is an index walk, so a page costs the rows before it. Pages stop 10,000 members deep
 * (MEMBER_LIST_DEEPEST_OFFSET), where bench/admin-members.ts keeps the slowest order under its
 * budget on embedded PostgreSQL (which has no visibility map to skip the heap with); past that an
 * admin searches, filters or turns the order round. Keyset paging would cost nothing per page but
 * could say neither where a page stands nor go back a page without a cursor each way.
 *
 * A search is counted first (up to SEARCH_COUNT_CEILING). When the matches are fewer, they are
 * fetched and sorted by themselves: walking the order's index and testing each member against the
 * search would read most of the table for a name that sorts late (a search for 'naomi' ordered by
 * name). When there are more, matches are dense and the index walk finds a page soon.
 */
export async function listMembers(
  executor: Executor,
  query: MemberListQuery,
): Promise<AdminMemberPage> {
  const where = conditions(query);
  const { limit, offset } = query;

  let total: number;
  let capped = false;
  if (query.q === undefined) {
    const [counted] = await executor.select({ value: count() }).from(users).where(where);
    total = counted?.value ?? 0;
  } else {
    const [counted] = await executor.select({ value: count() }).from(
      executor
        .select({ id: users.id })
        .from(users)
        .where(where)
        .limit(SEARCH_COUNT_CEILING + 1)
        .as('matches'),
    );
    const found = counted?.value ?? 0;
    capped = found > SEARCH_COUNT_CEILING;
    total = capped ? SEARCH_COUNT_CEILING : found;
  }

  let rows: {
    id: string;
    name: string;
    email: string;
    phoneNumber: string | null;
    role: string;
    tokens: number;
    banned: boolean;
    createdAt: Date;
    lastLogin: Date | null;
  }[];
  if (query.q !== undefined && !capped) {
    // The limit (never reached: there are no more matches than that) keeps the planner from
    // merging the subquery into the outer query, so the matches are found through the trigram
    // indexes first, then sorted. (Drizzle leaves an OFFSET 0 out.)
    const matches = executor
      .select(listColumns)
      .from(users)
      .where(where)
      .limit(SEARCH_COUNT_CEILING)
      .as('matches');
    rows = await executor
      .select()
      .from(matches)
      .orderBy(...orderOf(query.sort, matches))
      .limit(limit)
      .offset(offset);
  } else {
    rows = await executor
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(...orderOf(query.sort, users))
      .limit(limit)
      .offset(offset);
  }

  // Asked of the page's members only: as a column of the search's matches it would be asked of
  // every match before the sort.
  const subscribed = new Set(
    rows.length === 0
      ? []
      : (
          await executor
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                inArray(
                  users.id,
                  rows.map((row) => row.id),
                ),
                hasSubscriptionAccess(qualified(users.id)),
              ),
            )
        ).map((row) => row.id),
  );
  const items: AdminMemberRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    contact: memberContactOf(row),
    role: toRole(row.role),
    tokens: row.tokens,
    subscribed: subscribed.has(row.id),
    banned: row.banned,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastLogin?.toISOString() ?? null,
  }));
  const next = offset + limit;
  const more =
    (capped ? rows.length === limit : next < total) && next <= MEMBER_LIST_DEEPEST_OFFSET;
  return { items, total, total_capped: capped, next_offset: more ? next : null };
}
