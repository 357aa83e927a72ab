import { MEMBER_SEARCH_TOO_SHORT } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { makeMember, stubMembersApi } from '../testing/fake-members-api';
import { renderMemberRoutes } from '../testing/render-member-routes';

const LYDIA = makeMember();
const PHOEBE = makeMember({
  id: 'm-phoebe',
  name: 'Phoebe Deacon',
  contact: { kind: 'email', value: 'phoebe@cenchreae.example' },
  role: 'admin',
  tokens: 40,
  created_at: '2026-11-01T09:00:00.000Z',
  last_sign_in_at: null,
});
const DEMAS = makeMember({
  id: 'm-demas',
  name: 'Demas',
  contact: { kind: 'email', value: 'demas@example.com' },
  banned: true,
  created_at: '2026-09-01T09:00:00.000Z',
});

// A phone account: the server sends its number, formatted, in place of the placeholder e-mail.
const RHODA = makeMember({
  id: 'm-rhoda',
  name: 'Rhoda',
  contact: { kind: 'phone', value: '+1 202 555 0177' },
  email_verified: false,
  created_at: '2026-08-01T09:00:00.000Z',
});

const listCalls = (calls: () => { method: string; url: URL }[]) =>
  calls()
    .filter((call) => call.url.pathname === '/api/admin/members')
    .map((call) => call.url.search);

describe('MembersScreen', () => {
  setupFakeApiSuite();

  it('lists members in a table with every column, each name linking to their page', async () => {
    stubMembersApi({ members: [LYDIA, PHOEBE, DEMAS, RHODA] });
    renderMemberRoutes('/admin/users');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'E-mail or phone',
      'Role',
      'Tokens',
      'Subscribed',
      'Banned',
      'Joined',
      'Last sign-in',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Phoebe Deacon',
        'phoebe@cenchreae.example',
        'Admin',
        '40',
        'No',
        'No',
        'November 1, 2026',
        'Never',
      ],
      [
        'Lydia of Thyatira',
        'lydia@example.com',
        'Member',
        '5',
        'No',
        'No',
        'October 1, 2026',
        'November 22, 2026',
      ],
      [
        'Demas',
        'demas@example.com',
        'Member',
        '5',
        'No',
        'Banned',
        'September 1, 2026',
        'November 22, 2026',
      ],
      [
        'Rhoda',
        '+1 202 555 0177',
        'Member',
        '5',
        'No',
        'No',
        'August 1, 2026',
        'November 22, 2026',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Lydia of Thyatira' })).toHaveAttribute(
      'href',
      '/admin/users/m-lydia',
    );
    expect(screen.getByText('Members 1–4 of 4')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, keeping the search in the URL', async () => {
    const { calls } = stubMembersApi({ members: [LYDIA, PHOEBE, DEMAS] });
    const { user, location } = renderMemberRoutes('/admin/users');
    await screen.findByRole('table');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }),
      'ph',
    );
    expect(await screen.findByText(MEMBER_SEARCH_TOO_SHORT)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'oebe');

    expect(await screen.findByText('Members 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lydia of Thyatira' })).not.toBeInTheDocument();
    expect(location().search).toBe('?q=phoebe');
    // Never a request for fewer than three characters, nor one per keystroke.
    expect(listCalls(calls)).toEqual([
      '?sort=newest&limit=25&offset=0',
      '?q=phoebe&sort=newest&limit=25&offset=0',
    ]);
  });

  it('filters and orders through the server', async () => {
    const { calls } = stubMembersApi({ members: [LYDIA, PHOEBE, DEMAS] });
    const { user, location } = renderMemberRoutes('/admin/users?banned=yes');
    expect(await screen.findByRole('link', { name: 'Demas' })).toBeInTheDocument();
    expect(screen.getByText('Members 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Banned' })).toHaveValue('yes');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Banned' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'name');
    expect(await screen.findByText('Members 1–3 of 3')).toBeInTheDocument();
    expect(location().search).toBe('?sort=name');
    expect(listCalls(calls)).toEqual([
      '?banned=yes&sort=newest&limit=25&offset=0',
      '?sort=newest&limit=25&offset=0',
      '?sort=name&limit=25&offset=0',
    ]);
  });

  it('pages on the server, the page in the URL', async () => {
    const many = Array.from({ length: 27 }, (_, index) =>
      makeMember({
        id: `m-${index}`,
        name: `Member ${index}`,
        contact: { kind: 'email', value: `member${index}@example.com` },
        created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      }),
    );
    const { calls } = stubMembersApi({ members: many });
    const { user, location } = renderMemberRoutes('/admin/users');
    expect(await screen.findByText('Members 1–25 of 27')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Members 26–27 of 27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(location().search).toBe('?page=2');
    expect(listCalls(calls)).toContain('?sort=newest&limit=25&offset=25');
  });

  it('says when nothing matches', async () => {
    stubMembersApi({ members: [LYDIA] });
    renderMemberRoutes('/admin/users?role=admin');
    expect(
      await screen.findByText('No member matches this search and these filters.'),
    ).toBeInTheDocument();
  });
});
