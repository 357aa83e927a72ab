import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Who a member is, as the app shows it (docs/product/accounts-and-shell.md#who-is-signed-in):
// their e-mail address, or a phone account's number. Imported as '@manna/shared/member-contact',
// outside the package's index: libphonenumber-js's metadata (tens of KB) stays out of every web
// screen that imports @manna/shared. The server decides and formats; screens show `value`.

/**
 * Where a phone account's e-mail column points (it is NOT NULL and unique). `.invalid` is a
 * reserved name (RFC 2606), so no message can ever reach a real mailbox through it.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.manna.invalid';

/** The e-mail column of the phone account for `phone` (E.164). */
export function placeholderEmailOf(phone: string): string {
  return `phone-${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

/** How the app names a member besides their name. */
export interface MemberContact {
  kind: 'email' | 'phone';
  /** As shown: the address, or the number in international format ('+1 202 555 0142'). */
  value: string;
}

/** What the account row holds about how to reach the member. */
export interface ContactColumns {
  email: string;
  /** E.164; better-auth's session user leaves it out when there is none. */
  phoneNumber?: string | null | undefined;
}

/**
 * A phone account (its e-mail column the placeholder) is known by its number; every other
 * account by its e-mail address, whether or not it also has a number.
 */
export function memberContactOf({ email, phoneNumber }: ContactColumns): MemberContact {
  if (phoneNumber && email === placeholderEmailOf(phoneNumber)) {
    // A number the metadata no longer knows (it changes with numbering plans) shows as stored.
    const parsed = parsePhoneNumberFromString(phoneNumber);
    return {
      kind: 'phone',
      value: parsed?.isValid() ? parsed.formatInternational() : phoneNumber,
    };
  }
  return { kind: 'email', value: email };
}

/** The member's e-mail address if mail can reach it; null for a phone account. */
export function deliverableEmailOf(columns: ContactColumns): string | null {
  return memberContactOf(columns).kind === 'email' ? columns.email : null;
}
