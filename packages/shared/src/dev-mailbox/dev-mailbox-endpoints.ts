import { endpoint } from '../api-contract/endpoint';

/** An e-mail captured instead of sent (no SMTP configured). */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface Mailbox {
  enabled: boolean;
  messages: MailboxMessage[];
}

/**
 * Admins only: captured mail holds sign-in links (docs/security.md#mail). A 404 when mail goes
 * out through SMTP.
 */
export const devMailboxEndpoints = {
  messages: endpoint<Mailbox>()('GET', '/api/dev/mailbox'),
};
