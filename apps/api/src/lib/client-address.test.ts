import { describe, expect, it } from 'vitest';
import { createClientAddressResolver } from './client-address';

describe('client address', () => {
  const direct = createClientAddressResolver([]);
  const proxied = createClientAddressResolver(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']);

  it('is the socket peer when no proxy is trusted, whatever the headers claim', () => {
    expect(direct('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(direct('::ffff:203.0.113.5', undefined)).toBe('203.0.113.5');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    expect(proxied('10.1.2.3', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(proxied('127.0.0.1', '198.51.100.7, 10.4.4.4')).toBe('198.51.100.7');
    expect(proxied('2001:db8::9', '2001:db8::1, 2600::1')).toBe('2600::1');
  });

  it('stops at a peer it does not trust', () => {
    expect(proxied('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('counts a trusted proxy as the client when what it forwards is not an address', () => {
    expect(proxied('10.1.2.3', 'not-an-address')).toBe('10.1.2.3');
    expect(proxied('10.1.2.3', '')).toBe('10.1.2.3');
  });

  it('knows no address for a request that came through no socket', () => {
    expect(direct(undefined, '198.51.100.1')).toBeUndefined();
  });
});
