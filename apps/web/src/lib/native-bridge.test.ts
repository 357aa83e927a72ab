import { describe, expect, it } from 'vitest';
import { detectRuntimeEnvironment } from './native-bridge';

describe('detectRuntimeEnvironment', () => {
  it('is a browser without the React Native WebView bridge', () => {
    expect(detectRuntimeEnvironment({})).toEqual({ kind: 'browser' });
  });

  it('reads the wrapper flags', () => {
    const env = detectRuntimeEnvironment({
      ReactNativeWebView: { postMessage: () => undefined },
      MannaNative: { useCachedData: true },
    });
    expect(env).toEqual({ kind: 'native', useCachedData: true, skipHeavyInit: false });
  });
});
