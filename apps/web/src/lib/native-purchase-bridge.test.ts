import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenForNativeMessages,
  NATIVE_PURCHASE_FAILED,
  parseNativeMessage,
  requestNativePurchase,
} from './native-purchase-bridge';

describe('requestNativePurchase', () => {
  it('posts the purchase request to the wrapper as a JSON string', () => {
    const postMessage = vi.fn();
    const posted = requestNativePurchase(
      { type: 'tokens', plan: 'tokens_100' },
      { ReactNativeWebView: { postMessage } },
    );
    expect(posted).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      '{"type":"purchase-request","data":{"type":"tokens","plan":"tokens_100"}}',
    );
  });

  it('posts nothing in a browser', () => {
    expect(requestNativePurchase({ type: 'subscription', plan: 'monthly' }, {})).toBe(false);
  });
});

describe('parseNativeMessage', () => {
  it("reads 'tokens updated' as an object, a JSON string, or with its fields under data", () => {
    const expected = { type: 'tokens updated', tokens: 42, tokensAdded: 30 };
    expect(parseNativeMessage({ type: 'tokens updated', tokens: 42, tokensAdded: 30 })).toEqual(
      expected,
    );
    expect(parseNativeMessage('{"type":"tokens updated","tokens":42,"tokensAdded":30}')).toEqual(
      expected,
    );
    expect(
      parseNativeMessage({ type: 'tokens updated', data: { tokens: 42, tokensAdded: 30 } }),
    ).toEqual(expected);
  });

  it("reads 'purchase-error', with a sentence of its own when the wrapper gives none", () => {
    expect(parseNativeMessage({ type: 'purchase-error', message: ' Card declined ' })).toEqual({
      type: 'purchase-error',
      message: 'Card declined',
    });
    expect(parseNativeMessage('{"type":"purchase-error"}')).toEqual({
      type: 'purchase-error',
      message: NATIVE_PURCHASE_FAILED,
    });
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      42,
      'not json',
      '"a string"',
      { type: 'session-state' },
      { type: 'tokens updated', tokens: '42', tokensAdded: 30 },
      { type: 'tokens updated', tokens: 42, tokensAdded: -1 },
      { type: 'tokens updated', tokens: 4.5, tokensAdded: 1 },
    ]) {
      expect(parseNativeMessage(data)).toBeNull();
    }
  });
});

describe('listenForNativeMessages', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  const listen = () => {
    const heard = vi.fn();
    stops.push(listenForNativeMessages(heard));
    return heard;
  };
  const tokensUpdated = JSON.stringify({ type: 'tokens updated', tokens: 5, tokensAdded: 5 });

  it('hears the wrapper on window (iOS) and on document (Android)', () => {
    const heard = listen();
    window.dispatchEvent(new MessageEvent('message', { data: tokensUpdated }));
    document.dispatchEvent(
      new MessageEvent('message', { data: { type: 'purchase-error', message: 'No network' } }),
    );
    expect(heard.mock.calls).toEqual([
      [{ type: 'tokens updated', tokens: 5, tokensAdded: 5 }],
      [{ type: 'purchase-error', message: 'No network' }],
    ]);
  });

  it('counts an event that reaches both once', () => {
    const heard = listen();
    document.dispatchEvent(new MessageEvent('message', { data: tokensUpdated, bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin, and others than purchases', () => {
    const heard = listen();
    window.dispatchEvent(
      new MessageEvent('message', { data: tokensUpdated, origin: 'https://evil.example' }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"session-state"}' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: tokensUpdated, origin: window.location.origin }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('stops hearing once stopped', () => {
    const heard = vi.fn();
    const stop = listenForNativeMessages(heard);
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: tokensUpdated }));
    document.dispatchEvent(new MessageEvent('message', { data: tokensUpdated }));
    expect(heard).not.toHaveBeenCalled();
  });
});
