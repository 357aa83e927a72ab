import { BlockList, isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Who is on the other end of a request, for counting sign-in attempts (docs/security.md#rate-limits).
 * The socket's peer, unless that peer is a proxy the operator trusts (TRUSTED_PROXIES): then
 * X-Forwarded-For is read from the right, past every trusted hop, to the first address a trusted
 * proxy vouches for. Entries to the left of that are the client's own words and are ignored, so
 * rotating the header changes nothing.
 */
export function createClientAddressResolver(trustedProxies: readonly string[]) {
  const proxies = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) =>
    proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

  return function clientAddress(
    socketAddress: string | undefined,
    forwardedFor: string | undefined,
  ): string | undefined {
    if (!socketAddress) return undefined;
    let client = unmapIpv4(socketAddress);
    if (trustedProxies.length === 0 || !forwardedFor) return client;
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    while (isTrusted(client)) {
      const next = hops.pop();
      // A trusted proxy that forwards garbage (or nothing more) is itself the client we count.
      if (next === undefined || isIP(unmapIpv4(next)) === 0) return client;
      client = unmapIpv4(next);
    }
    return client;
  };
}

export type ClientAddressResolver = ReturnType<typeof createClientAddressResolver>;

/** '::ffff:203.0.113.7', as a dual-stack socket reports an IPv4 peer, is 203.0.113.7. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The socket's peer, from the bindings @hono/node-server passes in (none for in-process requests). */
export function socketAddressOf(c: Context): string | undefined {
  // Hono types env by app; @hono/node-server's bindings are there only when it serves the request.
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress;
}
