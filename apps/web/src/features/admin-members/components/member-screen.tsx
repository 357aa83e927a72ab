import type { AdminMemberDetail, Page, TokenLedgerEntry } from '@manna/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { Cell, DataTable, type TableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { AdminActionRow } from '@/features/admin';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay, formatNumber } from '@/lib/format';
import { usePagedItems } from '@/lib/paged-query';
import { useMember } from '../api/get-member';
import { useMemberAuditLog, useMemberSignIns } from '../api/get-member-history';
import {
  ALL_MEMBERS,
  FETCH_MEMBER_FAILED,
  LEDGER_REASON_LABELS,
  LOADING_MEMBER,
  ROLE_LABELS,
  YOUR_ACCOUNT,
} from '../utils/member-messages';
import { AdjustTokensForm } from './adjust-tokens-form';
import { MemberActions } from './member-actions';

/**
 * /admin/users/:id: one member's account, subscription, reading counts, token ledger, sign-ins
 * and the admin actions about them, with the actions an admin may take
 * (docs/product/admin.md#members). Never their journal, notes, prayers, bookmarks or voice memos.
 */
export function MemberScreen({ id }: { id: string }) {
  const { data, error, isPending } = useMember(id);
  const { data: user } = useUser();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.adminMembers.getHref()}>{ALL_MEMBERS}</BackLink>
      {isPending ? (
        <SectionSpinner label={LOADING_MEMBER} />
      ) : error && !data ? (
        <>
          <title>Member · Manna</title>
          <Alert title={FETCH_MEMBER_FAILED}>{getErrorMessage(error)}</Alert>
        </>
      ) : data ? (
        <MemberDetail detail={data} isSelf={user?.id === data.member.id} zone={user?.time_zone} />
      ) : null}
    </div>
  );
}

interface MemberDetailProps {
  detail: AdminMemberDetail;
  isSelf: boolean;
  /** The admin's own time zone, for every date shown. */
  zone: string | null | undefined;
}

function MemberDetail({ detail, isSelf, zone }: MemberDetailProps) {
  const { member, subscription, reading, ledger } = detail;
  const day = (iso: string | null) => (iso ? formatDay(iso, { timeZone: zone }) : 'Never');
  const moment = (iso: string | null) => (iso ? formatDateTime(iso, { timeZone: zone }) : 'Never');
  return (
    <>
      <title>{`${member.name} · Members · Manna`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{member.name}</h1>
        <p className="text-muted-foreground">{member.contact.value}</p>
        <p className="flex flex-wrap gap-2 text-sm">
          <Badge>{ROLE_LABELS[member.role]}</Badge>
          {member.banned ? <Badge tone="danger">Banned</Badge> : null}
        </p>
        {isSelf ? <p className="text-sm text-muted-foreground">{YOUR_ACCOUNT}</p> : null}
      </header>

      <Section title="Account">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {/* A phone account exists only once its number's code was right: nothing to confirm. */}
          {member.contact.kind === 'phone' ? (
            <Item label="Phone">{member.contact.value}</Item>
          ) : (
            <Item label="E-mail">
              {member.contact.value} ({member.email_verified ? 'confirmed' : 'not confirmed'})
            </Item>
          )}
          <Item label="Role">{ROLE_LABELS[member.role]}</Item>
          <Item label="Joined">{day(member.created_at)}</Item>
          <Item label="Last sign-in">{moment(member.last_sign_in_at)}</Item>
          <Item label="Time zone">{member.time_zone ?? 'Not set (UTC)'}</Item>
          <Item label="Banned">
            {member.banned ? `Yes${member.ban_reason ? `: ${member.ban_reason}` : ''}` : 'No'}
          </Item>
        </dl>
        <MemberActions member={member} isSelf={isSelf} />
      </Section>

      <Section title="Subscription">
        {subscription ? (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label="Plan">{subscription.plan === 'monthly' ? 'Monthly' : 'Yearly'}</Item>
            <Item label="Status">
              {subscription.status}
              {subscription.cancel_at_period_end ? ', ends at the period’s end' : ''}
            </Item>
            <Item label="Period ends">{day(subscription.current_period_end)}</Item>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No subscription.</p>
        )}
      </Section>

      <Section title="Reading">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
          <Item label="Plans started">{formatNumber(reading.plans_started)}</Item>
          <Item label="Plans completed">{formatNumber(reading.plans_completed)}</Item>
          <Item label="Chapters read">{formatNumber(reading.chapters_read)}</Item>
          <Item label="Current streak">
            {reading.current_streak === 1
              ? '1 day'
              : `${formatNumber(reading.current_streak)} days`}
          </Item>
        </dl>
      </Section>

      <Section title={`Tokens: ${formatNumber(member.tokens)}`}>
        <AdjustTokensForm member={member} />
        <LedgerTable rows={ledger} zone={zone} />
      </Section>

      <SignInHistory id={member.id} moment={moment} />
      <AuditHistory id={member.id} />
    </>
  );
}

const LEDGER_COLUMNS: readonly TableColumn[] = [
  { label: 'When' },
  { label: 'Change', align: 'end' },
  { label: 'Balance', align: 'end' },
  { label: 'Why' },
  { label: 'Note' },
];

function LedgerTable({
  rows,
  zone,
}: {
  rows: TokenLedgerEntry[];
  zone: string | null | undefined;
}) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No token history yet.</p>;
  return (
    <DataTable caption="Latest token history" captionVisible columns={LEDGER_COLUMNS}>
      {rows.map((row) => (
        <tr key={row.id}>
          <Cell className="whitespace-nowrap">
            {formatDateTime(row.created_at, { timeZone: zone })}
          </Cell>
          <Cell align="end">
            {row.delta > 0 ? '+' : ''}
            {formatNumber(row.delta)}
          </Cell>
          <Cell align="end">{formatNumber(row.balance_after)}</Cell>
          <Cell>{LEDGER_REASON_LABELS[row.reason]}</Cell>
          <Cell>{row.description ?? ''}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/** A paged part of the member's history: loading, failure, empty, the rows, 'Load more'. */
function HistorySection<Item>({
  title,
  query,
  words,
  children,
}: {
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  words: { loading: string; failed: string; empty: string; more: string; moreFailed: string };
  children: (rows: Item[]) => ReactNode;
}) {
  const rows = usePagedItems(query.data);
  return (
    <Section title={title}>
      {query.isPending ? (
        <SectionSpinner label={words.loading} />
      ) : query.error && !query.data ? (
        <Alert title={words.failed}>{getErrorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.empty}</p>
      ) : (
        children(rows)
      )}
      <LoadMore
        query={query}
        label={words.more}
        loadingLabel="Loading..."
        errorTitle={words.moreFailed}
      />
    </Section>
  );
}

const SIGN_IN_COLUMNS: readonly TableColumn[] = [
  { label: 'When' },
  { label: 'Address' },
  { label: 'Browser' },
];

function SignInHistory({ id, moment }: { id: string; moment: (iso: string) => string }) {
  return (
    <HistorySection
      title="Sign-ins"
      query={useMemberSignIns(id)}
      words={{
        loading: 'Loading sign-ins...',
        failed: "We couldn't load the sign-ins",
        empty: 'No sign-ins recorded.',
        more: 'Older sign-ins',
        moreFailed: "We couldn't load more sign-ins",
      }}
    >
      {(rows) => (
        <DataTable caption="Sign-ins, newest first" columns={SIGN_IN_COLUMNS}>
          {rows.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{moment(row.created_at)}</Cell>
              <Cell>{row.ip_address ?? 'Unknown'}</Cell>
              <Cell className="break-all">{row.user_agent ?? 'Unknown'}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </HistorySection>
  );
}

function AuditHistory({ id }: { id: string }) {
  return (
    <HistorySection
      title="Admin actions"
      query={useMemberAuditLog(id)}
      words={{
        loading: 'Loading admin actions...',
        failed: "We couldn't load the admin actions",
        empty: 'No admin actions about this member yet.',
        more: 'Older actions',
        moreFailed: "We couldn't load more admin actions",
      }}
    >
      {(rows) => (
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border">
          {rows.map((entry) => (
            <AdminActionRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </HistorySection>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Badge({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'danger' }) {
  return (
    <span
      className={
        tone === 'danger'
          ? 'rounded-full bg-destructive/10 px-2.5 py-0.5 font-medium text-destructive'
          : 'rounded-full bg-muted px-2.5 py-0.5 font-medium'
      }
    >
      {children}
    </span>
  );
}
