import { DELETION_CODE_LIFETIME_MINUTES } from '@manna/shared';
import type { MailMessage } from '../../lib/mailer';
import { EMAIL_CLOSING } from '../auth/auth-emails';

export function deletionCodeEmail(
  member: { name: string; email: string },
  code: string,
): MailMessage {
  return {
    to: member.email,
    subject: 'Your code to delete your Manna account',
    text: [
      `Hello ${member.name},`,
      '',
      'Someone (hopefully you) asked to delete your Manna account. Your code is:',
      '',
      code,
      '',
      `It works for ${DELETION_CODE_LIFETIME_MINUTES} minutes. If you did not ask for this, you can ignore`,
      'this e-mail and your account stays as it is; you may want to change your password.',
      ...EMAIL_CLOSING,
    ].join('\n'),
  };
}
