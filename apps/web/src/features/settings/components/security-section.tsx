import type { CurrentUser } from '@manna/shared';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function SecuritySection({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      {/* Password managers file the password under what the member is known by. */}
      <TwoFactorSettings enabled={user.two_factor_enabled} username={user.contact.value} />
      <ChangePasswordForm username={user.contact.value} />
    </div>
  );
}
