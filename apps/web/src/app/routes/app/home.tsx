import { useUser } from '@/features/auth';
import { useIsAdmin } from '@/features/auth/hooks/use-is-admin';
import { HomeScreen } from '../../pages/home/home-screen';

export function HomeRoute() {
  const { data: user } = useUser();
  const isAdmin = useIsAdmin();
  if (!user) return null;
  return (
    <>
      <title>Home · Manna</title>
      <HomeScreen user={user} isAdmin={isAdmin} />
    </>
  );
}
