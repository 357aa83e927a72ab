import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { CheckEmail } from '@/features/auth/components/check-email';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterRoute() {
  const { data: user } = useUser();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (user) return <Navigate to={paths.app.home.getHref()} replace />;

  if (sentTo) {
    return (
      <AuthLayout title="Almost there">
        <CheckEmail email={sentTo} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Join your community in reading, prayer and reflection."
    >
      <RegisterForm onSuccess={setSentTo} />
    </AuthLayout>
  );
}
