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
