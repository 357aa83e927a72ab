import { useCallback, useEffect, useRef, useState } from 'react';

// A submit's state for the sign-in screens, in place of TanStack Query's mutations: those screens
// load without the query client (docs/decisions/015-visitor-entry.md), and each of their calls is
// a one-off whose answer nothing else reads.

export interface ActionCallbacks<Variables, Result> {
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: unknown, variables: Variables) => void;
}

export interface Action<Variables, Result> {
  /** Runs the call; the callbacks hear of its answer while the screen is still there. */
  mutate: (variables: Variables, callbacks?: ActionCallbacks<Variables, Result>) => void;
  /** Back to idle: the error and the answer forgotten. */
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  /** What the last call was made with. */
  variables: Variables | undefined;
}

interface ActionState<Variables> {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  variables: Variables | undefined;
}

const IDLE = { status: 'idle', error: null, variables: undefined } as const;

export function useAction<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
): Action<Variables, Result> {
  const [state, setState] = useState<ActionState<Variables>>(IDLE);
  // Only the latest call speaks, and only while the screen is there.
  const latestCall = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (variables: Variables, callbacks: ActionCallbacks<Variables, Result> = {}) => {
      const call = ++latestCall.current;
      const current = () => mounted.current && call === latestCall.current;
      setState({ status: 'pending', error: null, variables });
      run(variables).then(
        (result) => {
          if (!current()) return;
          setState({ status: 'success', error: null, variables });
          callbacks.onSuccess?.(result, variables);
        },
        (error: unknown) => {
          if (!current()) return;
          setState({ status: 'error', error, variables });
          callbacks.onError?.(error, variables);
        },
      );
    },
    [run],
  );
  const reset = useCallback(() => {
    latestCall.current++;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.error,
    variables: state.variables,
  };
}
