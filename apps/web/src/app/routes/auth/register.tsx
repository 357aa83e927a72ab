import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterRoute() {
  const navigate = useNavigate();
  const { data: user } = useUser();

  if (user) return <Navigate to={paths.app.home.getHref()} replace />;

  return (
    <AuthLayout
      title="Create your account"
      description="Join your community in reading, prayer and reflection."
    >
      <RegisterForm onSuccess={() => navigate(paths.app.home.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
