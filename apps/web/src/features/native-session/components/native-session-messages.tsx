import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchSessionForNative } from '../utils/session-messages';

/** Tells the wrapper of sign-ins, refreshes and sign-outs; mounted inside the wrapper only. */
export function NativeSessionMessages() {
  const queryClient = useQueryClient();
  useEffect(() => watchSessionForNative(queryClient), [queryClient]);
  return null;
}
