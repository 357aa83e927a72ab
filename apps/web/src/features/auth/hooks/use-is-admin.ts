import { isAdminRole } from '@manna/shared';
import { useUser } from '../api/get-user';

/**
 * The app-level admin flag is false until a user with role admin is loaded
 * (docs/product/accounts-and-shell.md#roles-and-permissions).
 */
export function useIsAdmin(): boolean {
  const { data: user } = useUser();
  return user ? isAdminRole(user.role) : false;
}
