import { z } from 'zod';

// Deleting one's own account (docs/product/accounts-and-shell.md#delete-my-account).

/** How long a deletion code is good for, and how many wrong tries it survives. */
export const DELETION_CODE_LIFETIME_MINUTES = 10;
export const DELETION_CODE_ATTEMPTS = 3;
/** A member waits this long before asking for another code (each one is an e-mail or a text). */
export const DELETION_CODE_RESEND_SECONDS = 60;

export const ACCOUNT_DELETION_MESSAGES = {
  wrongPassword: 'That password is not right. Nothing was deleted.',
  wrongCode: 'That code is not right, or it has expired. Nothing was deleted.',
  codeTooSoon: `A code was sent less than a minute ago. Please wait a moment before asking for another.`,
  codeNotSent:
    'We could not send the code just now. Please try again in a few minutes, or use your password.',
  subscriptionNotCancelled:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.',
  tooManyTries: 'Too many wrong tries. Please wait 15 minutes and try again. Nothing was deleted.',
  proofRequired: 'Enter your password, or a code we send you.',
  deleted:
    'Your account and everything in it have been deleted. Thank you for reading with us; you are welcome back any time.',
} as const;

export const deleteWithPasswordSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(128) })
  .strict();
export const deleteWithCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code is the 6 digits we sent you'),
  })
  .strict();

/** The member proves it is them: their password, or a code just sent to them. */
export const deleteAccountInputSchema = z.union([deleteWithPasswordSchema, deleteWithCodeSchema], {
  error: ACCOUNT_DELETION_MESSAGES.proofRequired,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** Where a deletion code went: the member's e-mail address or phone number, as shown. */
export interface DeletionCodeSent {
  sent_to: string;
  channel: 'email' | 'sms';
}
