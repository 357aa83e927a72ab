import { Suspense } from 'react';
import { useFirstScreenShown } from '@/lib/first-screen';
import { lazyExport } from '@/lib/lazy-export';

// Radix Toast is loaded once the first screen shows its content (lib/first-screen.ts); toasts
// raised before it arrives wait in the store. Both entries mount it (app/provider.tsx, visitor.tsx).
const Toaster = lazyExport(() => import('./toaster'), 'Toaster');

export function ToasterAfterFirstScreen() {
  const showToaster = useFirstScreenShown();
  return showToaster ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
