import { lazyExport } from '@/lib/lazy-export';
import { AfterFirstScreen } from './after-first-screen';

// Radix Toast is loaded once the first screen shows its content (lib/first-screen.ts); toasts
// raised before it arrives wait in the store. Both entries mount it (app/provider.tsx, visitor.tsx).
const Toaster = lazyExport(() => import('./toaster'), 'Toaster');

export function ToasterAfterFirstScreen() {
  return (
    <AfterFirstScreen>
      <Toaster />
    </AfterFirstScreen>
  );
}
