import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature of the native wrapper's backend (docs/native-wrapper.md#purchases):
// `X-Manna-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`.

export const WRAPPER_SIGNATURE_HEADER = 'x-manna-signature';
/** How old a signature may be: a captured request replayed later is refused. */
export const WRAPPER_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmacOf = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The header value for a body, as the wrapper's backend makes it (and the tests). */
export function signWrapperBody(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody)}`;
}

/**
 * Whether the header signs this body with the secret, within the tolerance. Compared in
 * constant time, so the answer's timing tells nothing about the right signature.
 */
export function verifyWrapperSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > WRAPPER_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
