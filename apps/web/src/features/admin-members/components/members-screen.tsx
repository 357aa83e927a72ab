import {
  type AdminMemberListQuery,
  type AdminMemberRow,
  MEMBER_FILTER_ANSWERS,
  MEMBER_LIST_TOO_DEEP,
  MEMBER_SEARCH_MIN_LENGTH,
  MEMBER_SEARCH_TOO_SHORT,
  MEMBER_SORTS,
  type MemberSort,
  ROLES,
} from '@manna/shared';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { Select } from '@/components/ui/select';
import { Cell, DataTable, type TableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatDay, formatNumber } from '@/lib/format';
import { useMembers } from '../api/get-members';
import {
  BANNED_FILTER_LABELS,
  FETCH_MEMBERS_FAILED,
  LOADING_MEMBERS,
  MEMBERS_DESCRIPTION,
  MEMBERS_TITLE,
  NO_MEMBERS,
  ROLE_LABELS,
  SEARCH_LABEL,
  SORT_LABELS,
  SUBSCRIBED_FILTER_LABELS,
} from '../utils/member-messages';

/** Members per page of the table. */
export const MEMBERS_PAGE_SIZE = 25;
/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

/** What the URL asks for: ?q=&role=&banned=&subscribed=&sort=&page= (page from 1). */
function readSearch(params: URLSearchParams) {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    role: oneOf(ROLES, params.get('role')),
    banned: oneOf(MEMBER_FILTER_ANSWERS, params.get('banned')),
    subscribed: oneOf(MEMBER_FILTER_ANSWERS, params.get('subscribed')),
    sort: oneOf(MEMBER_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

type ListSearch = ReturnType<typeof readSearch>;

/**
 * /admin/users: every member, searched, filtered, ordered and paged by the server
 * (docs/product/admin.md#members). Everything is in the URL, so Back and a shared link return
 * to the same page; a search shorter than three characters is not sent.
 */
export function MembersScreen() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);

  /** Changes the URL's search; anything but the page starts again from the first page. */
  const update = (changes: Partial<Record<keyof ListSearch, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const q = search.q.trim();
  const query: AdminMemberListQuery = {
    q: q.length >= MEMBER_SEARCH_MIN_LENGTH ? q : undefined,
    role: search.role,
    banned: search.banned,
    subscribed: search.subscribed,
    sort: search.sort,
    limit: MEMBERS_PAGE_SIZE,
    offset: (search.page - 1) * MEMBERS_PAGE_SIZE,
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={MEMBERS_TITLE} description={MEMBERS_DESCRIPTION} />
      <section aria-label="Search and filters" className="flex flex-col gap-4">
        <SearchBox
          initial={search.q}
          tooShort={q.length > 0 && q.length < MEMBER_SEARCH_MIN_LENGTH}
          onSearch={(text) => update({ q: text })}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <FilterSelect
            label="Role"
            value={search.role}
            anyLabel="Any role"
            options={ROLES}
            labels={ROLE_LABELS}
            onChange={(role) => update({ role })}
          />
          <FilterSelect
            label="Banned"
            value={search.banned}
            anyLabel="Banned or not"
            options={MEMBER_FILTER_ANSWERS}
            labels={BANNED_FILTER_LABELS}
            onChange={(banned) => update({ banned })}
          />
          <FilterSelect
            label="Subscription"
            value={search.subscribed}
            anyLabel="Subscribed or not"
            options={MEMBER_FILTER_ANSWERS}
            labels={SUBSCRIBED_FILTER_LABELS}
            onChange={(subscribed) => update({ subscribed })}
          />
          <Field label="Order">
            {(control) => (
              <Select
                {...control}
                density="compact"
                value={search.sort}
                onChange={(event) =>
                  update({ sort: oneOf(MEMBER_SORTS, event.target.value) ?? 'newest' })
                }
              >
                {MEMBER_SORTS.map((sort: MemberSort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </section>
      <MembersTable
        query={query}
        page={search.page}
        onPage={(page) => update({ page: String(page) })}
      />
    </div>
  );
}

interface SearchBoxProps {
  /** The URL's search when the screen opened (Back, a shared link). */
  initial: string;
  tooShort: boolean;
  onSearch: (text: string) => void;
}

/** Typed text goes to the URL once typing pauses, so each keystroke does not ask the server. */
function SearchBox({ initial, tooShort, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const [sent, setSent] = useState(initial);
  const send = useEffectEvent((typed: string) => {
    setSent(typed);
    onSearch(typed);
  });
  useEffect(() => {
    if (text === sent) return;
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);
  return (
    <Field label={SEARCH_LABEL} hint={tooShort ? MEMBER_SEARCH_TOO_SHORT : undefined}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            {...control}
            type="search"
            className="pl-10"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  anyLabel: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value | undefined) => void;
}

function FilterSelect<Value extends string>({
  label,
  value,
  anyLabel,
  options,
  labels,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          density="compact"
          value={value ?? ''}
          onChange={(event) => onChange(oneOf(options, event.target.value))}
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

interface MembersTableProps {
  query: AdminMemberListQuery;
  page: number;
  onPage: (page: number) => void;
}

const MEMBER_COLUMNS: readonly TableColumn[] = [
  { label: 'Name' },
  { label: 'E-mail or phone' },
  { label: 'Role' },
  { label: 'Tokens', align: 'end' },
  { label: 'Subscribed' },
  { label: 'Banned' },
  { label: 'Joined' },
  { label: 'Last sign-in' },
];

function MembersTable({ query, page, onPage }: MembersTableProps) {
  const { data, error, isPending, isPlaceholderData } = useMembers(query);
  const { data: user } = useUser();
  if (isPending) return <SectionSpinner label={LOADING_MEMBERS} />;
  if (error && !data) return <Alert title={FETCH_MEMBERS_FAILED}>{getErrorMessage(error)}</Alert>;
  if (!data) return null;
  if (data.items.length === 0) {
    return <p className="text-muted-foreground">{NO_MEMBERS}</p>;
  }
  const first = (page - 1) * MEMBERS_PAGE_SIZE + 1;
  const last = first + data.items.length - 1;
  const of = data.total_capped ? `more than ${formatNumber(data.total)}` : formatNumber(data.total);
  const summary = `Members ${formatNumber(first)}–${formatNumber(last)} of ${of}`;
  const day = (iso: string | null) =>
    iso ? formatDay(iso, { timeZone: user?.time_zone }) : 'Never';
  return (
    <section aria-label="Members" className="flex flex-col gap-3" aria-busy={isPlaceholderData}>
      <DataTable caption="Members" columns={MEMBER_COLUMNS} framed className="whitespace-nowrap">
        {data.items.map((member: AdminMemberRow) => (
          <tr key={member.id}>
            <Cell>
              <Link
                to={paths.app.adminMember.getHref(member.id)}
                className="font-medium text-primary underline underline-offset-4"
              >
                {member.name}
              </Link>
            </Cell>
            <Cell>{member.contact.value}</Cell>
            <Cell>{ROLE_LABELS[member.role]}</Cell>
            <Cell align="end">{formatNumber(member.tokens)}</Cell>
            <Cell>{member.subscribed ? 'Yes' : 'No'}</Cell>
            <Cell>{member.banned ? 'Banned' : 'No'}</Cell>
            <Cell>{day(member.created_at)}</Cell>
            <Cell>{day(member.last_sign_in_at)}</Cell>
          </tr>
        ))}
      </DataTable>
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p aria-live="polite">{summary}</p>
          {data.next_offset === null && last < data.total ? <p>{MEMBER_LIST_TOO_DEEP}</p> : null}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous page
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={data.next_offset === null || isPlaceholderData}
            onClick={() => onPage(page + 1)}
          >
            Next page
          </Button>
        </div>
      </nav>
    </section>
  );
}
