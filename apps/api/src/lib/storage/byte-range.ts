import type { ByteRange } from './file-storage';

/**
 * The single byte range a Range header asks of a file of `size` bytes (RFC 9110 §14.2):
 * null to send the whole file (no header, another unit, several ranges or a malformed one,
 * all of which a server may answer with 200), or 'unsatisfiable' for a 416.
 */
export function parseRangeHeader(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;

  if (first === '') {
    // 'bytes=-500': the final 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  // 'bytes=5-1' is malformed, not unsatisfiable.
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
