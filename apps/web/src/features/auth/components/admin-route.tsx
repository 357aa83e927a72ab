import { isAdminRole } from '@manna/shared';
import type { ReactNode } from 'react';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { useUser } from '../api/get-user';

/** Admin screens: members get a clear refusal, admins get in. Use inside ProtectedRoute. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (!user || !isAdminRole(user.role)) return <ForbiddenScreen />;
  return children;
}
