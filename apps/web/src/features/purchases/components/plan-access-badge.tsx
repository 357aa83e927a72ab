import type { PlanAccessKind } from '@manna/shared';
import { CircleCheck, Lock, LockOpen, Sparkles } from 'lucide-react';
import { PLAN_ACCESS_LABELS } from '../utils/purchase-labels';
import { StatusPill } from './status-pill';

const LOOKS = {
  free: { tone: 'muted', icon: CircleCheck },
  locked: { tone: 'premium', icon: Lock },
  unlocked: { tone: 'success', icon: LockOpen },
  included: { tone: 'success', icon: Sparkles },
} as const;

/**
 * 'Free', 'Premium', 'Unlocked' or 'Included with your subscription' beside a plan
 * (docs/product/purchases.md#premium-plans-on-the-full-plan-tab).
 */
export function PlanAccessBadge({ access }: { access: PlanAccessKind }) {
  const { tone, icon } = LOOKS[access];
  return (
    <StatusPill tone={tone} icon={icon}>
      {PLAN_ACCESS_LABELS[access]}
    </StatusPill>
  );
}
