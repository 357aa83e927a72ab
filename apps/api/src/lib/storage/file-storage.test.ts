import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3';
import { createFileStorage } from './create-file-storage';
import type { FileStorage, StoredFile } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

const KEY = 'voice-memos/user-1/memo-1.webm';
const BYTES = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

const bytesOf = async (file: StoredFile | null) => {
  if (!file) throw new Error('expected a stored file');
  return new Uint8Array(await new Response(file.body).arrayBuffer());
};

/** What every driver must do, so the API cannot tell them apart. */
function behavesLikeFileStorage(storage: () => FileStorage) {
  it('stores, reads back and deletes a file', async () => {
    await storage().put(KEY, BYTES, 'audio/webm');
    const file = await storage().get(KEY);
    expect(file).toMatchObject({ length: 1000, size: 1000 });
    expect(await bytesOf(file)).toEqual(BYTES);

    await storage().delete(KEY);
    expect(await storage().get(KEY)).toBeNull();
  });

  it('reads a byte range with the whole size', async () => {
    await storage().put(KEY, BYTES, 'audio/webm');
    const file = await storage().get(KEY, { start: 10, end: 19 });
    expect(file).toMatchObject({ length: 10, size: 1000 });
    expect(await bytesOf(file)).toEqual(BYTES.slice(10, 20));

    const tail = await storage().get(KEY, { start: 990, end: 5000 });
    expect(tail).toMatchObject({ length: 10, size: 1000 });
    expect(await bytesOf(tail)).toEqual(BYTES.slice(990));
  });

  it('replaces a file put twice under one key', async () => {
    await storage().put(KEY, BYTES, 'audio/webm');
    await storage().put(KEY, BYTES.slice(0, 3), 'audio/webm');
    expect(await bytesOf(await storage().get(KEY))).toEqual(BYTES.slice(0, 3));
  });

  it('answers null for a missing file and deletes one quietly', async () => {
    expect(await storage().get('voice-memos/nobody/nothing.webm')).toBeNull();
    await expect(storage().delete('voice-memos/nobody/nothing.webm')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its root', async () => {
    for (const key of ['../outside.webm', '/etc/passwd', 'voice-memos/../../x', 'a//b', '']) {
      await expect(storage().put(key, BYTES, 'audio/webm')).rejects.toThrow('Invalid storage key');
      await expect(storage().get(key)).rejects.toThrow('Invalid storage key');
    }
  });
}

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'manna-storage-'));
    storage = createLocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  behavesLikeFileStorage(() => storage);

  it('keeps files under the root by key, readable by the server only', async () => {
    await storage.put(KEY, BYTES, 'audio/webm');
    const file = path.join(root, 'voice-memos', 'user-1', 'memo-1.webm');
    expect(new Uint8Array(await readFile(file))).toEqual(BYTES);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it("removes a member's folder with their last file, and only then", async () => {
    const folder = path.join(root, 'voice-memos', 'user-3');
    await storage.put('voice-memos/user-3/first.webm', BYTES, 'audio/webm');
    await storage.put('voice-memos/user-3/second.webm', BYTES, 'audio/webm');

    await storage.delete('voice-memos/user-3/first.webm');
    expect(existsSync(folder)).toBe(true);
    await storage.delete('voice-memos/user-3/second.webm');
    expect(existsSync(folder)).toBe(false);

    await storage.put('voice-memos/user-3/third.webm', BYTES, 'audio/webm');
    expect(await bytesOf(await storage.get('voice-memos/user-3/third.webm'))).toEqual(BYTES);
  });

  it('is what the default configuration builds, under DATA_DIR', async () => {
    const configured = createFileStorage({
      DATA_DIR: root,
      STORAGE_DRIVER: 'local',
      S3_REGION: 'us-east-1',
    });
    await configured.put('voice-memos/user-2/memo.webm', BYTES, 'audio/webm');
    expect(await stat(path.join(root, 'voice-memos', 'user-2', 'memo.webm'))).toBeTruthy();
  });
});

describe('S3 file storage', () => {
  let s3: FakeS3;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = createS3FileStorage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'manna',
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
    });
  });
  afterAll(() => s3.close());

  behavesLikeFileStorage(() => storage);

  it('uses path-style requests on the bucket and sends the content type', async () => {
    s3.requests.length = 0;
    await storage.put(KEY, BYTES, 'audio/webm');
    await storage.get(KEY, { start: 0, end: 1 });
    expect(s3.requests).toEqual([`PUT /manna/${KEY}`, `GET /manna/${KEY} bytes=0-1`]);
    expect(s3.objects.get(`manna/${KEY}`)?.contentType).toBe('audio/webm');
  });

  it('is what STORAGE_DRIVER=s3 builds', async () => {
    const configured = createFileStorage({
      DATA_DIR: '/nonexistent',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'auto',
      S3_BUCKET: 'other-bucket',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    await configured.put('voice-memos/u/m.webm', BYTES, 'audio/webm');
    expect(s3.objects.has('other-bucket/voice-memos/u/m.webm')).toBe(true);
  });

  it('reports a refused request instead of pretending the file is missing', async () => {
    await storage.put(KEY, BYTES, 'audio/webm');
    s3.refuse = true;
    try {
      await expect(storage.get(KEY)).rejects.toThrow();
      await expect(storage.put(KEY, BYTES, 'audio/webm')).rejects.toThrow();
    } finally {
      s3.refuse = false;
    }
  });

  it('is a fake that insists on signed requests', async () => {
    const response = await fetch(`${s3.endpoint}/manna/${KEY}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('AccessDenied');
  });
});
