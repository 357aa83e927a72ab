import { TOKEN_REASON_REQUIRED, tokensBelowZeroMessage } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { makeMember, stubMembersApi } from '../testing/fake-members-api';
import { renderMemberRoutes } from '../testing/render-member-routes';

const posts = (calls: () => { method: string; url: URL; body: unknown }[]) =>
  calls()
    .filter((call) => call.method !== 'GET')
    .map((call) => [call.method, call.url.pathname, call.body]);

function lydia() {
  const member = makeMember();
  member.signIns = [
    {
      id: 's-1',
      ip_address: '203.0.113.7',
      user_agent: 'Firefox on Linux',
      created_at: '2026-11-22T18:30:00.000Z',
    },
  ];
  member.detail = {
    ...member.detail,
    subscription: {
      id: 'sub-1',
      plan: 'yearly',
      status: 'active',
      provider: 'sandbox',
      current_period_end: '2027-10-01T00:00:00.000Z',
      cancel_at_period_end: false,
      has_access: true,
    },
  };
  return member;
}

describe('MemberScreen', () => {
  setupFakeApiSuite();

  it('shows the account, subscription, reading counts, tokens and sign-ins', async () => {
    stubMembersApi({ members: [lydia()] });
    renderMemberRoutes('/admin/users/m-lydia');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' }),
    ).toBeVisible();
    expect(screen.getByText('lydia@example.com (confirmed)')).toBeInTheDocument();
    expect(screen.getByText('Europe/Athens')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByText('October 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tokens: 5' })).toBeInTheDocument();
    expect(screen.getByText('No token history yet.')).toBeInTheDocument();
    const signIns = await screen.findByRole('table', { name: 'Sign-ins, newest first' });
    expect(within(signIns).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(signIns).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByText('No admin actions about this member yet.')).toBeInTheDocument();
  });

  it('shows a phone account by its number, with nothing to confirm', async () => {
    stubMembersApi({
      members: [
        makeMember({
          id: 'm-rhoda',
          name: 'Rhoda',
          contact: { kind: 'phone', value: '+1 202 555 0177' },
          email_verified: false,
        }),
      ],
    });
    renderMemberRoutes('/admin/users/m-rhoda');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rhoda' })).toBeVisible();
    // Under the name, and as the account's Phone; no e-mail, confirmed or not.
    expect(screen.getAllByText('+1 202 555 0177')).toHaveLength(2);
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('+1 202 555 0177');
    expect(screen.queryByText('E-mail')).toBeNull();
    expect(screen.queryByText(/confirmed/)).toBeNull();
  });

  it('adjusts tokens with a reason, and shows the new ledger row and the audit row', async () => {
    const { calls } = stubMembersApi({ members: [lydia()] });
    const { user } = renderMemberRoutes('/admin/users/m-lydia');
    const form = await screen.findByRole('form', { name: 'Adjust tokens' });

    await user.type(within(form).getByLabelText('Tokens to add or take'), '10');
    await user.click(within(form).getByRole('button', { name: 'Adjust tokens' }));
    expect(await within(form).findByText(TOKEN_REASON_REQUIRED)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(within(form).getByLabelText('Reason'), 'Helped at the retreat');
    await user.click(within(form).getByRole('button', { name: 'Adjust tokens' }));

    expect(await screen.findByText('Tokens adjusted')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      [
        'POST',
        '/api/admin/members/m-lydia/tokens',
        { amount: 10, reason: 'Helped at the retreat' },
      ],
    ]);
    const ledger = await screen.findByRole('table', { name: 'Latest token history' });
    const [row] = within(ledger).getAllByRole('row').slice(1);
    expect(
      within(row ?? ledger)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['+10', '15', 'Adjusted by an admin', 'Helped at the retreat']);
    expect(screen.getByRole('heading', { name: 'Tokens: 15' })).toBeInTheDocument();
    expect(await screen.findByText(/adjusted the tokens of/)).toBeInTheDocument();
  });

  it('shows the server’s refusal to go below zero', async () => {
    stubMembersApi({ members: [lydia()] });
    const { user } = renderMemberRoutes('/admin/users/m-lydia');
    const form = await screen.findByRole('form', { name: 'Adjust tokens' });
    await user.type(within(form).getByLabelText('Tokens to add or take'), '-9');
    await user.type(within(form).getByLabelText('Reason'), 'Correction');
    await user.click(within(form).getByRole('button', { name: 'Adjust tokens' }));
    expect(await within(form).findByText(tokensBelowZeroMessage(5))).toBeInTheDocument();
  });

  it('makes a member an admin after asking', async () => {
    const { calls } = stubMembersApi({ members: [lydia()] });
    const { user } = renderMemberRoutes('/admin/users/m-lydia');
    await user.click(await screen.findByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this member an admin?' });
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['POST', '/api/admin/members/m-lydia/role', { role: 'admin' }]]);
    expect(await screen.findByRole('button', { name: 'Remove admin role' })).toBeInTheDocument();
  });

  it('bans with a reason after asking, then offers to lift the ban', async () => {
    const { calls } = stubMembersApi({ members: [lydia()] });
    const { user } = renderMemberRoutes('/admin/users/m-lydia');
    await user.click(await screen.findByRole('button', { name: 'Ban member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ban this member?' });
    await user.type(within(dialog).getByLabelText('Reason (for the staff)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));

    expect(await screen.findByText('Member banned')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['POST', '/api/admin/members/m-lydia/ban', { reason: 'Spam' }]]);
    expect(await screen.findByText('Yes: Spam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift ban' })).toBeInTheDocument();
  });

  it('signs a member out everywhere after asking', async () => {
    const { calls } = stubMembersApi({ members: [lydia()] });
    const { user } = renderMemberRoutes('/admin/users/m-lydia');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign this member out everywhere?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('2 sessions ended.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      ['POST', '/api/admin/members/m-lydia/revoke-sessions', undefined],
    ]);
  });

  it('deletes the account after asking, back to the list', async () => {
    const { members } = stubMembersApi({ members: [lydia()] });
    const { user, location } = renderMemberRoutes('/admin/users/m-lydia');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/users');
    expect(members()).toEqual([]);
  });

  it('offers no ban, deletion or demotion on the admin’s own page', async () => {
    stubMembersApi({
      members: [makeMember({ id: 'admin-1', name: 'Deborah', role: 'admin' })],
      adminId: 'admin-1',
    });
    renderMemberRoutes('/admin/users/admin-1');
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    for (const name of ['Remove admin role', 'Ban member', 'Delete account']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says when the member is not found', async () => {
    stubMembersApi({ members: [] });
    renderMemberRoutes('/admin/users/nobody');
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });
});
