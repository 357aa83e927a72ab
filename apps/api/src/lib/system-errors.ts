// Node's own errors carry a `code` ('ENOENT', 'EEXIST'...) that TypeScript cannot see on unknown.
import type { AddressInfo } from 'node:net';

/** The code of a Node system error, or undefined for anything else. */
export function systemErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The port a listening TCP server was given. */
export function listeningPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not on TCP');
  return address.port;
}
