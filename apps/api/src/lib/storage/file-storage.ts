/**
 * Where uploaded files (voice memos) keep their bytes. Keys are relative paths such as
 * 'voice-memos/{userId}/{id}.webm'; the database records which member owns which key, so the
 * storage itself never decides who may read a file (nothing here is ever public).
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing whatever was there. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or only `range` of them; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Inclusive byte offsets, as in an HTTP Range header ('bytes=start-end'). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  /** Bytes in `body`: the range's length when a range was asked for. */
  length: number;
  /** The whole file's size. */
  size: number;
}

/** Refuses keys that could step outside the storage root or the bucket's prefix. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\u0000') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
