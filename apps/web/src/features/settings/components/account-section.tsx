import { type CurrentUser, isAdminRole } from '@manna/shared';
import { AfterHeading } from '@/components/ui/after-heading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useUpdateProfile } from '@/features/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { lazyExport } from '@/lib/lazy-export';

// The name's form, with the form library, loads once the screen shows its heading, in a room of
// its height (docs/decisions/005-first-load-budget.md).
const ProfileForm = lazyExport(() => import('./profile-form'), 'ProfileForm');
const PROFILE_FORM_ROOM = 'h-[7.875rem]';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

export function AccountSection({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>This is the name your community sees.</CardDescription>
        </CardHeader>
        <CardContent>
          <AfterHeading placeholder={<div className={PROFILE_FORM_ROOM} />}>
            <ProfileForm user={user} updateProfile={updateProfile} />
          </AfterHeading>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            {/* A phone account's number, never its placeholder e-mail (CurrentUser.contact). */}
            <Detail term={user.contact.kind === 'phone' ? 'Phone' : 'Email'}>
              {user.contact.value}
            </Detail>
            <Detail term="Role">{isAdminRole(user.role) ? 'Administrator' : 'Member'}</Detail>
            <Detail term="Tokens">
              {formatNumber(user.tokens)}{' '}
              <TextLink to={paths.app.settings.getHref('tokens')} className="ml-2 text-sm">
                History and packs
              </TextLink>
            </Detail>
            <Detail term="Last sign-in">
              {user.last_login
                ? formatDateTime(user.last_login, { timeZone: user.time_zone })
                : 'Not recorded yet'}
            </Detail>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
