import { LOADING_SCRIPTURE_MESSAGE } from '@manna/shared';
import { Spinner } from '@/components/ui/spinner';
import { HOLDS_FIRST_SCREEN } from '@/lib/first-screen-probe';

/**
 * The scripture panel's room while its code loads: its frame, its row of controls and its
 * scripture area at the heights the panel takes at each breakpoint (measured), so nothing moves
 * when it comes (docs/product/reading-plans.md#steady-layout). The screens show their heading
 * without waiting for the panel's code (docs/decisions/016-reading-first-load.md).
 */
export function ScripturePanelSkeleton() {
  return (
    <div
      {...HOLDS_FIRST_SCREEN}
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="h-[3.8125rem] border-b border-border bg-muted/40 sm:h-[5.3125rem]" />
      <div className="flex h-[50vh] items-center justify-center md:h-[60vh]">
        <Spinner label={LOADING_SCRIPTURE_MESSAGE} showLabel />
      </div>
    </div>
  );
}
