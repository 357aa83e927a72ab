import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFailure } from '@/lib/report-failure';
import { staffSupportQueryPrefix } from './query-keys';

/**
 * A change the staff make: it refreshes every staff support query (the list, its counts, the
 * conversation), as a live change from another admin does.
 */
export function useStaffSupportMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  /** Logs a failure here, for a change no screen reports itself (marking read). */
  failureContext?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffSupportQueryPrefix }),
    ...(failureContext && {
      onError: (error: Error) => void reportFailure(error, { context: failureContext }),
    }),
  });
}
