import type { AdminOverview as AdminOverviewData } from '@manna/shared';
import {
  BookOpen,
  type LucideIcon,
  MessageSquareQuote,
  ShieldCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAdminOverview } from '../api/get-admin-overview';

interface Tile {
  key: keyof AdminOverviewData;
  label: string;
  icon: LucideIcon;
  /** Where the figure is worked on, linked from its label. */
  to?: string;
}

const TILES: readonly Tile[] = [
  { key: 'members', label: 'Members', icon: Users },
  { key: 'admins', label: 'Administrators', icon: ShieldCheck },
  { key: 'signups_last_7_days', label: 'Sign-ups in the last 7 days', icon: UserPlus },
  { key: 'plans', label: 'Reading plans', icon: BookOpen },
  {
    key: 'testimonies_pending',
    label: 'Testimonies waiting',
    icon: MessageSquareQuote,
    to: paths.app.adminTestimonies.getHref(),
  },
];

export function AdminOverview() {
  const { data, error, isPending, refetch, isFetching } = useAdminOverview();

  // The server has the last word on roles: a 403 here means this account is not an admin.
  if (isApiError(error, 403)) return <ForbiddenScreen />;

  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="overview-title" className="font-serif text-xl font-semibold">
          Overview
        </h2>
        <RefreshButton
          variant="ghost"
          size="sm"
          onRefresh={refetch}
          fetching={isFetching}
          aria-label="Refresh overview"
        />
      </div>
      {isPending ? (
        <SectionSpinner label="Loading overview..." />
      ) : error && !data ? (
        <Alert title="We couldn't load the overview">{getErrorMessage(error)}</Alert>
      ) : data ? (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {TILES.map(({ key, label, icon: Icon, to }) => (
            <Card key={key} className="flex flex-col gap-3 p-4 sm:p-5">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <dt className="order-last text-sm leading-snug text-muted-foreground">
                {to ? (
                  <Link to={to} className="font-medium text-primary underline underline-offset-4">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </dt>
              <dd className="font-serif text-3xl font-semibold tabular-nums">
                {formatNumber(data[key])}
              </dd>
            </Card>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
