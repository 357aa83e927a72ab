import type { CurrentUser } from '@manna/shared';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { markTimeZoneChosen, useUpdateProfile } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';

/** Every IANA zone this browser knows, with the member's own kept when it is not among them. */
function timeZoneOptions(current: string | null): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/**
 * The member's time zone (docs/product/accounts-and-shell.md#who-is-signed-in): reading days, streaks and
 * reminders follow it. Saved through PATCH /api/me as soon as it is picked.
 */
export function TimeZoneCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const zones = useMemo(() => timeZoneOptions(user.time_zone), [user.time_zone]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Your reading days, streak and reminders follow it. Picked here, this device no longer sets
          it from its own clock.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Field label="Time zone">
          {({ id, 'aria-describedby': describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={user.time_zone ?? ''}
              disabled={update.isPending}
              onChange={(event) => {
                const timeZone = event.target.value;
                markTimeZoneChosen(user.id);
                update.mutate(
                  { time_zone: timeZone },
                  {
                    onSuccess: () =>
                      toast({
                        type: 'success',
                        title: 'Time zone saved',
                        message: timeZone.replace(/_/g, ' '),
                      }),
                  },
                );
              }}
            >
              {user.time_zone ? null : <option value="">Not set</option>}
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {update.isError ? <Alert>{getErrorMessage(update.error)}</Alert> : null}
      </CardContent>
    </Card>
  );
}
