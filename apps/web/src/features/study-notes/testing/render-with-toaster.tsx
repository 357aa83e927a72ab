import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { renderWithQueryClient } from '@/testing/test-utils';

/**
 * Renders `ui` with a fresh query client and the Toaster (the study-notes components report
 * saves and failures in toasts); returns the render and a userEvent session.
 */
export function renderWithToaster(ui: ReactNode) {
  const user = userEvent.setup();
  const utils = renderWithQueryClient(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return { user, ...utils };
}
