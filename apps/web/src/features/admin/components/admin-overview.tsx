import type { SalesFigures } from '@manna/shared';
import {
  type LucideIcon,
  MessageSquareQuote,
  MessagesSquare,
  Receipt,
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
import { formatCount, formatMoney, formatNumber } from '@/lib/format';
import { useAdminOverview } from '../api/get-admin-overview';
import { ActivityChart } from './activity-chart';
import { SignupsByVariant } from './signups-by-variant';

type Figure =
  | 'members'
  | 'signups_last_7_days'
  | 'active_subscriptions'
  | 'testimonies_pending'
  | 'support_open';

interface Tile {
  key: Figure;
  label: string;
  icon: LucideIcon;
  /** Where the figure is worked on, linked from its label. */
  to?: string;
}

// docs/product/admin.md#overview
const TILES: readonly Tile[] = [
  { key: 'members', label: 'Members', icon: Users, to: paths.app.adminMembers.getHref() },
  { key: 'signups_last_7_days', label: 'Sign-ups in the last 7 days', icon: UserPlus },
  {
    key: 'active_subscriptions',
    label: 'Active subscriptions',
    icon: Receipt,
    to: paths.app.adminSubscriptions.getHref(),
  },
  {
    key: 'testimonies_pending',
    label: 'Testimonies waiting',
    icon: MessageSquareQuote,
    to: paths.app.adminTestimonies.getHref(),
  },
  {
    key: 'support_open',
    label: 'Open support conversations',
    icon: MessagesSquare,
    to: paths.app.adminChat.getHref(),
  },
];

function Sales({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>Revenue</dt>
        <dd className="text-right font-semibold tabular-nums">
          {figures.revenue.length > 0
            ? figures.revenue.map((total) => formatMoney(total.amount, total.currency)).join(' · ')
            : 'None'}
        </dd>
        <dt>Token packs</dt>
        <dd className="text-right tabular-nums">
          {formatNumber(figures.token_packs)} ({formatCount(figures.tokens, 'token')})
        </dd>
        <dt>New subscriptions</dt>
        <dd className="text-right tabular-nums">{formatNumber(figures.subscriptions)}</dd>
      </dl>
    </div>
  );
}

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
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
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
          <Card className="flex flex-col gap-4 p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-serif text-lg font-semibold">Sales in the last 30 days</h3>
              <Link
                to={paths.app.adminPaymentSetup.getHref()}
                className="text-sm font-medium text-primary underline underline-offset-4"
              >
                Payment setup
              </Link>
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <Sales title="Live" figures={data.sales_last_30_days.live} />
              <Sales title="Test mode (no real money)" figures={data.sales_last_30_days.test} />
            </div>
            <p className="text-xs text-muted-foreground">
              Checkouts completed on Manna. Renewals are collected by the payment provider and show
              in its dashboard.
            </p>
          </Card>
          <ActivityChart days={data.daily} />
          <SignupsByVariant variants={data.signups_by_variant} />
        </>
      ) : null}
    </section>
  );
}
