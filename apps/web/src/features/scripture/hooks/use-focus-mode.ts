import { useState } from 'react';
import { useUser } from '@/features/auth';
import { useReaderSettings } from '@/features/reader-settings';

/**
 * Whether the chapter takes the whole screen (docs/product/scripture.md#focus-mode), remembered
 * for the member on this device; a visitor's choice lasts this visit.
 */
export function useFocusMode(): { on: boolean; set: (on: boolean) => void } {
  const memberId = useUser().data?.id;
  const { isFocusMode, setFocusMode } = useReaderSettings();
  const [visitorOn, setVisitorOn] = useState(false);
  if (!memberId) return { on: visitorOn, set: setVisitorOn };
  return { on: isFocusMode(memberId), set: (on) => setFocusMode(memberId, on) };
}
