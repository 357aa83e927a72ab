// The wrapper's session messages (docs/native-wrapper.md#session-state), beside native-bridge.ts
// rather than in it: that module loads with every screen, these only inside the wrapper.

/** Who is signed in, for the wrapper: a null token and user id mean nobody (signed out). */
export interface NativeSessionState {
  token: string | null;
  userId: string | null;
  /** When the app saw this state (ISO 8601). */
  timestamp: string;
}

/** What the wrapper keeps to show offline (docs/native-wrapper.md#critical-data). */
export interface NativeCriticalData {
  userId: string;
  name: string;
  timeZone: string | null;
  tokens: number;
  /** Days in a row with a chapter read. */
  streak: number;
}

export type NativeOutgoingMessage =
  | { type: 'session-state'; data: NativeSessionState }
  | { type: 'critical-data'; data: { data: NativeCriticalData; timestamp: string } };
