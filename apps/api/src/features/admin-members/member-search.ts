import { PHONE_ACCOUNT_EMAIL_DOMAIN } from '@manna/shared/member-contact';
import { ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like-pattern';
import { users } from '../../db/schema';

/** A search that is a phone number, or a part of one, as people write them. */
const PHONE_SHAPED = /^\+?[\d\s().-]+$/;
/** Fewer digits than a trigram could not use the index (and would match nearly every number). */
const MIN_PHONE_DIGITS = 3;

/**
 * The members an admin's search finds (docs/product/admin.md#members): any part of the name or
 * the e-mail, in any case; and, for a search shaped like a phone number ('+1 (202) 555-0142',
 * '202 555 0142', '020 7946 0000'), phone accounts whose number holds its digits. Leading zeros
 * are dropped: a trunk or international prefix, which E.164 does not write.
 *
 * The number is looked for in the placeholder e-mail of a phone account, which spells its digits
 * (placeholderEmailOf) and is answered by the e-mail column's trigram index; users.phone_number
 * has only its unique index, which cannot find a part of a number.
 */
export function memberMatching(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const digits = PHONE_SHAPED.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    digits.length >= MIN_PHONE_DIGITS
      ? ilike(users.email, `phone-%${digits}%@${PHONE_ACCOUNT_EMAIL_DOMAIN}`)
      : undefined,
  );
}
