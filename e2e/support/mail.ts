import { expect } from '@playwright/test';
import { mailCatcherURL } from '../playwright.config';
import { type CaughtMessage, caughtMessageSchema } from './mail-catcher';

export { linkIn } from './mail-catcher';

export const CONFIRM_EMAIL_SUBJECT = 'Confirm your e-mail address for Manna';
export const RESET_PASSWORD_SUBJECT = 'Reset your Manna password';

async function messagesTo(email: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${mailCatcherURL}/messages?to=${encodeURIComponent(email)}`);
  return caughtMessageSchema.array().parse(await response.json());
}

/**
 * The newest e-mail to `email` with this subject, once it has arrived; with `since` (an ISO
 * time), only one received from then on, so an older one to the same address is not taken for it.
 */
export async function mailTo(
  email: string,
  subject: string,
  { since = '' }: { since?: string } = {},
): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(email))
          .filter((message) => message.subject === subject && message.receivedAt >= since)
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${email}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: polled until found');
  return found;
}
