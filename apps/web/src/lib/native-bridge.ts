/**
 * The tiny contract between this web app and the native mobile wrapper (docs/native-wrapper.md).
 *
 * - `window.ReactNativeWebView` is injected by react-native-webview: its presence means we run
 *   inside the wrapper.
 * - `window.MannaNative` is set by the wrapper (with `injectedJavaScriptBeforeContentLoaded`)
 *   before our bundle runs:
 *     - `useCachedData: true` asks us to show cached data instead of refetching on mount
 *       (e.g. on a fast resume);
 *     - `skipHeavyInit: true` asks us to defer non-essential start-up work.
 */
export interface MannaNativeBridge {
  useCachedData?: boolean;
  skipHeavyInit?: boolean;
}

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
    MannaNative?: MannaNativeBridge;
  }
}

export type RuntimeEnvironment =
  | { kind: 'browser' }
  | { kind: 'native'; useCachedData: boolean; skipHeavyInit: boolean };

export function detectRuntimeEnvironment(
  target: Pick<Window, 'ReactNativeWebView' | 'MannaNative'> | undefined = typeof window ===
  'undefined'
    ? undefined
    : window,
): RuntimeEnvironment {
  if (!target?.ReactNativeWebView) return { kind: 'browser' };
  return {
    kind: 'native',
    useCachedData: target.MannaNative?.useCachedData === true,
    skipHeavyInit: target.MannaNative?.skipHeavyInit === true,
  };
}

/**
 * Posts `message` to the wrapper as a JSON string and answers true; in a browser answers false
 * and posts nothing (every message: docs/native-wrapper.md#messages).
 */
export function postToNative(
  message: { type: string; data?: unknown },
  target: Pick<Window, 'ReactNativeWebView'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): boolean {
  const webView = target?.ReactNativeWebView;
  if (!webView) return false;
  webView.postMessage(JSON.stringify(message));
  return true;
}
