// The wrapper's purchase messages (docs/native-wrapper.md#purchases), beside native-bridge.ts
// rather than in it: that module loads with every screen, these only with the screens that buy.
import type { SubscriptionPlan, TokenPack } from '@manna/shared';
import { postToNative } from './native-bridge';

/** What the app asks the wrapper to buy through the phone's store, by its product id. */
export type NativePurchaseRequest =
  | { type: 'tokens'; plan: `tokens_${TokenPack}` }
  | { type: 'subscription'; plan: SubscriptionPlan };

/** What the wrapper tells the app about a store purchase. */
export type NativePurchaseMessage =
  | { type: 'tokens updated'; tokens: number; tokensAdded: number }
  | { type: 'purchase-error'; message: string };

/** Said when the wrapper reports a failure without saying why. */
export const NATIVE_PURCHASE_FAILED = 'The purchase could not be completed.';

/**
 * Inside the wrapper, posts `{ type: 'purchase-request', data }` (a JSON string) for the wrapper
 * to buy through the store, and answers true; in a browser answers false and posts nothing.
 */
export function requestNativePurchase(
  request: NativePurchaseRequest,
  target: Pick<Window, 'ReactNativeWebView'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): boolean {
  return postToNative({ type: 'purchase-request', data: request }, target);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * A message event's data as a purchase message, or null for anything else. The wrapper may send
 * the object or its JSON string, with the fields on the message or under `data`.
 */
export function parseNativeMessage(data: unknown): NativePurchaseMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const fields = isRecord(value.data) ? value.data : value;
  if (value.type === 'tokens updated') {
    const { tokens, tokensAdded } = fields;
    if (!isCount(tokens) || !isCount(tokensAdded)) return null;
    return { type: 'tokens updated', tokens, tokensAdded };
  }
  if (value.type === 'purchase-error') {
    const { message } = fields;
    const said = typeof message === 'string' ? message.trim() : '';
    return { type: 'purchase-error', message: said === '' ? NATIVE_PURCHASE_FAILED : said };
  }
  return null;
}

/**
 * Calls `onMessage` with each purchase message the wrapper posts into the page; returns the
 * function that stops listening. react-native-webview dispatches on `document` on Android and on
 * `window` on iOS, so both are heard (an event that reaches both counts once). Events posted from
 * another origin (a frame, an opener) are not the wrapper's and are ignored.
 */
export function listenForNativeMessages(
  onMessage: (message: NativePurchaseMessage) => void,
  target: Window = window,
): () => void {
  const heard = new WeakSet<Event>();
  const listener = (event: Event) => {
    if (!(event instanceof MessageEvent) || heard.has(event)) return;
    heard.add(event);
    if (event.origin !== '' && event.origin !== target.location.origin) return;
    const message = parseNativeMessage(event.data);
    if (message) onMessage(message);
  };
  target.addEventListener('message', listener);
  target.document.addEventListener('message', listener);
  return () => {
    target.removeEventListener('message', listener);
    target.document.removeEventListener('message', listener);
  };
}
