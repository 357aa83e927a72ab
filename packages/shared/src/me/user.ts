import type { Role } from '../auth/roles';
import type { MemberContact } from './member-contact';

/**
 * The signed-in member as the API returns it from GET /api/me
 * (docs/product/accounts-and-shell.md#who-is-signed-in).
 */
export interface CurrentUser {
  id: string;
  /** The account's e-mail column: a placeholder for a phone account. Show `contact` instead. */
  email: string;
  /** The e-mail address, or a phone account's number, as the app shows who the member is. */
  contact: MemberContact;
  role: Role;
  tokens: number;
  last_login: string | null;
  updated_at: string;
  time_zone: string | null;
  two_factor_enabled: boolean;
  profile: { full_name: string };
}
