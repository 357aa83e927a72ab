import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { systemErrorCode } from '../system-errors';
import { assertSafeKey, type ByteRange, type FileStorage, type StoredFile } from './file-storage';

/** Files on the local disk under `root` (DATA_DIR by default): one process, zero setup. */
export function createLocalFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      // Written aside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      const write = async () => {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(partial, data, { mode: 0o600 });
        await rename(partial, file);
      };
      try {
        // A delete may remove the folder, emptied, between the mkdir and the write: once more.
        await write().catch((error: unknown) => {
          if (systemErrorCode(error) !== 'ENOENT') throw error;
          return write();
        });
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      let handle: FileHandle;
      try {
        // Opened before the size is read, so a delete in between cannot cut the stream short.
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        const code = systemErrorCode(error);
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // Like S3, a range running past the end stops at the last byte.
        const start = range ? Math.min(range.start, size) : 0;
        const end = range ? Math.min(range.end, size - 1) : size - 1;
        if (end < start) {
          await handle.close();
          return { body: new Blob([]).stream(), length: 0, size };
        }
        const stream = handle.createReadStream({ start, end, autoClose: true });
        return {
          // With the DOM lib (the benches compile this file with it) node:stream/web's stream is
          // not the global one; a file stream yields bytes.
          body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
          length: end - start + 1,
          size,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The folder names its member (voice-memos/{userId}/): it goes with their last file.
      await rmdir(path.dirname(file)).catch((error: unknown) => {
        const code = systemErrorCode(error);
        if (code !== 'ENOTEMPTY' && code !== 'ENOENT' && code !== 'EEXIST') throw error;
      });
    },
  };
}
