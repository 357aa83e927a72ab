import { isAdminRole } from '@manna/shared';
import { useUser } from '../api/get-user';

/** SPEC §4: the app-level admin flag is false until a user with role admin is loaded. */
export function useIsAdmin(): boolean {
  const { data: user } = useUser();
  return user ? isAdminRole(user.role) : false;
}
