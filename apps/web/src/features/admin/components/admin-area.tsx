import {
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  MessagesSquare,
  Receipt,
  Settings,
  Users,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { SupportNavCount } from '@/features/support';
import { cn } from '@/lib/cn';

interface Section {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path is this section (the overview is every admin path's prefix). */
  end?: true;
  /** Figures beside the label (open and unread support conversations). */
  count?: ComponentType;
}

// docs/product/admin.md#navigation
const SECTIONS: readonly Section[] = [
  { label: 'Overview', to: paths.app.admin.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Members', to: paths.app.adminMembers.getHref(), icon: Users },
  { label: 'Testimonies', to: paths.app.adminTestimonies.getHref(), icon: MessageSquareQuote },
  { label: 'Subscriptions', to: paths.app.adminSubscriptions.getHref(), icon: Receipt },
  {
    label: 'Support',
    to: paths.app.adminChat.getHref(),
    icon: MessagesSquare,
    count: SupportNavCount,
  },
  { label: 'Settings', to: paths.app.adminSettings.getHref(), icon: Settings },
  { label: 'Payment setup', to: paths.app.adminPaymentSetup.getHref(), icon: CreditCard },
];

/** Every admin screen opens under the same navigation between the admin area's sections. */
export function AdminArea({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Admin sections">
        <ul className="flex flex-wrap gap-1 rounded-2xl bg-muted p-1">
          {SECTIONS.map(({ label, to, icon: Icon, end, count: Count }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
                {Count ? <Count /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
