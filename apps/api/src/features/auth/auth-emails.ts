import { EMAIL_CONFIRMED_PATH } from '@manna/shared';
import type { MailMessage } from '../../lib/mailer';

interface Recipient {
  name: string;
  email: string;
}

/** How every e-mail from Manna ends. */
export const EMAIL_CLOSING = ['', 'Grace and peace,', 'Manna'];

export function resetPasswordEmail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Manna password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Manna account.',
      'Open this link within the next hour to choose a new one:',
      url,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ...EMAIL_CLOSING,
    ].join('\n'),
  };
}

/**
 * better-auth sends a confirmed member to the callbackURL of the request that mailed the link,
 * '/' when it had none (sign-in has none: one would turn into a redirect of the sign-in itself).
 * Every link lands on the screen that explains the outcome, refused links included.
 */
function landingOnConfirmationScreen(link: string): string {
  const url = new URL(link);
  const callback = url.searchParams.get('callbackURL');
  if (!callback || callback === '/') url.searchParams.set('callbackURL', EMAIL_CONFIRMED_PATH);
  return url.toString();
}

export function confirmEmailEmail(user: Recipient, link: string): MailMessage {
  const url = landingOnConfirmationScreen(link);
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Manna',
    text: [
      `Hello ${user.name},`,
      '',
      'Welcome to Manna! Open this link within the next 24 hours to confirm your e-mail address',
      'and finish creating your account:',
      url,
      '',
      'If you did not sign up for Manna, you can ignore this e-mail: no account is created.',
      ...EMAIL_CLOSING,
    ].join('\n'),
  };
}

/**
 * Sign-up answers the same whether or not the address has an account (docs/security.md#accounts);
 * the owner of an existing one learns of the attempt here instead, with the way back in.
 */
export function existingAccountEmail(user: Recipient, appOrigin: string): MailMessage {
  return {
    to: user.email,
    subject: 'You already have a Manna account',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (hopefully you) tried to create a Manna account with this e-mail address,',
      'but you already have one. Sign in here:',
      `${appOrigin}/login`,
      '',
      'Forgotten your password? Choose a new one here:',
      `${appOrigin}/forgot-password`,
      '',
      'If this was not you, you can ignore this e-mail: nothing has changed.',
      ...EMAIL_CLOSING,
    ].join('\n'),
  };
}
