import {
  type AdminAuditEntry,
  type AdminMemberDetail,
  type AdminMemberProfile,
  type AdminMemberRow,
  type AdminMemberSignIn,
  CANNOT_DEMOTE_YOURSELF,
  adminMembersEndpoints as endpoints,
  MEMBER_NOT_FOUND,
  type TokenLedgerEntry,
  tokensBelowZeroMessage,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage, newestFirst } from '@/testing/fake-records';

/** One member as the fake keeps them: their page, their sign-ins and the actions about them. */
export interface FakeMember {
  detail: AdminMemberDetail;
  subscribed?: boolean;
  signIns?: AdminMemberSignIn[];
  audit?: AdminAuditEntry[];
}

export function makeProfile(overrides: Partial<AdminMemberProfile> = {}): AdminMemberProfile {
  return {
    id: 'm-lydia',
    name: 'Lydia of Thyatira',
    contact: { kind: 'email', value: 'lydia@example.com' },
    email_verified: true,
    role: 'user',
    banned: false,
    ban_reason: null,
    tokens: 5,
    time_zone: 'Europe/Athens',
    created_at: '2026-10-01T09:00:00.000Z',
    last_sign_in_at: '2026-11-22T18:30:00.000Z',
    ...overrides,
  };
}

export function makeMember(profile: Partial<AdminMemberProfile> = {}): FakeMember {
  return {
    detail: {
      member: makeProfile(profile),
      subscription: null,
      reading: { plans_started: 1, plans_completed: 0, chapters_read: 12, current_streak: 3 },
      ledger: [],
    },
  };
}

interface FakeMembersApiOptions extends FakeApiOptions {
  members?: FakeMember[];
  /** The admin using the screens: they cannot demote themselves. */
  adminId?: string;
}

const toRow = ({ detail: { member }, subscribed }: FakeMember): AdminMemberRow => ({
  id: member.id,
  name: member.name,
  contact: member.contact,
  role: member.role,
  tokens: member.tokens,
  subscribed: subscribed ?? false,
  banned: member.banned,
  created_at: member.created_at,
  last_sign_in_at: member.last_sign_in_at,
});

/**
 * The admin's member API on a stubbed fetch (adminMembersEndpoints): the list searched and
 * filtered (newest first; other orders are the server's, tested there), a member's page, their
 * history, and the actions, each adding an audit row as the server does.
 */
export function stubMembersApi(options: FakeMembersApiOptions = {}) {
  const members = [...(options.members ?? [])];
  const find = (id: string) => members.find((member) => member.detail.member.id === id);
  let audited = 0;
  const audit = (member: FakeMember, action: AdminAuditEntry['action']) => {
    audited += 1;
    member.audit = [
      {
        id: `audit-${audited}`,
        admin_id: options.adminId ?? 'admin-1',
        admin_name: 'Deborah',
        action,
        target_user_id: member.detail.member.id,
        target_user_name: member.detail.member.name,
        target_type: 'member',
        target_id: member.detail.member.id,
        before: null,
        after: null,
        created_at: FAKE_NOW,
      },
      ...(member.audit ?? []),
    ];
  };
  const change = (member: FakeMember, changes: Partial<AdminMemberProfile>) => {
    member.detail = { ...member.detail, member: { ...member.detail.member, ...changes } };
    return member.detail.member;
  };
  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(endpoints.list, ({ url }) => {
        const q = url.searchParams.get('q')?.toLowerCase();
        const role = url.searchParams.get('role');
        const banned = url.searchParams.get('banned');
        const rows = members
          .map(toRow)
          .filter(
            (row) =>
              (!q ||
                row.name.toLowerCase().includes(q) ||
                row.contact.value.toLowerCase().includes(q)) &&
              (!role || row.role === role) &&
              (!banned || row.banned === (banned === 'yes')),
          )
          .sort(newestFirst);
        return {
          ...fakePage(rows, url, { defaultLimit: 20, max: options.pageSize }),
          total_capped: false,
        };
      }),
      fakeRoute(
        endpoints.get,
        ({ params }) => find(params.id)?.detail ?? failure(404, MEMBER_NOT_FOUND),
      ),
      fakeRoute(endpoints.signIns, ({ params, url }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        return fakePage(member.signIns ?? [], url, { defaultLimit: 20, max: options.pageSize });
      }),
      fakeRoute(endpoints.auditLog, ({ params, url }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        return fakePage(member.audit ?? [], url, { defaultLimit: 20, max: options.pageSize });
      }),
      fakeRoute(endpoints.setRole, ({ params, body }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        if (params.id === options.adminId && body.role !== 'admin') {
          return failure(409, CANNOT_DEMOTE_YOURSELF);
        }
        audit(member, 'member.role');
        return { member: change(member, { role: body.role }) };
      }),
      fakeRoute(endpoints.adjustTokens, ({ params, body }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        const balance = member.detail.member.tokens + body.amount;
        if (balance < 0) return failure(409, tokensBelowZeroMessage(member.detail.member.tokens));
        const entry: TokenLedgerEntry = {
          id: `ledger-${member.detail.ledger.length + 1}`,
          delta: body.amount,
          balance_after: balance,
          reason: 'admin_adjustment',
          description: body.reason.trim(),
          created_at: FAKE_NOW,
        };
        member.detail = { ...member.detail, ledger: [entry, ...member.detail.ledger] };
        audit(member, 'member.tokens');
        return { member: change(member, { tokens: balance }), entry };
      }),
      fakeRoute(endpoints.ban, ({ params, body }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        audit(member, 'member.ban');
        return {
          member: change(member, { banned: true, ban_reason: body.reason?.trim() || null }),
        };
      }),
      fakeRoute(endpoints.unban, ({ params }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        audit(member, 'member.unban');
        return { member: change(member, { banned: false, ban_reason: null }) };
      }),
      fakeRoute(endpoints.revokeSessions, ({ params }) => {
        const member = find(params.id);
        if (!member) return failure(404, MEMBER_NOT_FOUND);
        audit(member, 'member.revoke-sessions');
        return { revoked: 2 };
      }),
      fakeRoute(endpoints.remove, ({ params }) => {
        const index = members.findIndex((member) => member.detail.member.id === params.id);
        if (index === -1) return failure(404, MEMBER_NOT_FOUND);
        members.splice(index, 1);
        return null;
      }),
    ],
    options,
  );
  return { fetchMock, calls, members: () => members };
}
