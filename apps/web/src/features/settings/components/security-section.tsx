import type { CurrentUser } from '@manna/shared';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function SecuritySection({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <TwoFactorSettings enabled={user.two_factor_enabled} email={user.email} />
      <ChangePasswordForm email={user.email} />
    </div>
  );
}
