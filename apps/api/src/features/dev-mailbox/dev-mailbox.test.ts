import { devMailboxEndpoints } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { useTestApp } from '../../testing/test-app';

describe.each(['development', 'production', 'test'] as const)(
  'dev mailbox (NODE_ENV=%s)',
  (mode) => {
    const t = useTestApp({ seed: false, env: { NODE_ENV: mode } });

    it('keeps reset links from a visitor: requesting a reset for a member, then reading the mailbox, gets 401', async () => {
      const victim = await t.signUp();
      const reset = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: victim.email, redirectTo: '/reset-password' },
      });
      expect(reset.status).toBe(200);
      await t.settle();

      await expectError(await t.request('/api/dev/mailbox'), 401, 'User not authenticated');
    });

    it('answers a member who is not an admin with 403', async () => {
      const member = await t.signUp();
      await expectError(
        await t.request('/api/dev/mailbox', { cookie: member.cookie }),
        403,
        'This area is for administrators only.',
      );
    });

    it('shows an admin the captured e-mails, newest first', async () => {
      const member = await t.signUp();
      const admin = await t.signUpAdmin();
      await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: member.email, redirectTo: '/reset-password' },
      });
      await t.settle();

      const body = await memberClient(t, admin).read(devMailboxEndpoints.messages);
      expect(body.enabled).toBe(true);
      expect(body.messages[0]).toMatchObject({
        to: member.email,
        subject: 'Reset your Manna password',
      });
    });
  },
);
