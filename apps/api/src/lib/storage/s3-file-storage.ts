import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ByteRange, type FileStorage, type StoredFile } from './file-storage';

export interface S3StorageSettings {
  /** Omitted for AWS itself; the URL of MinIO, R2, Ceph, Garage, ... otherwise. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Files in an S3-compatible bucket, so any number of API instances share them. */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  const { bucket } = settings;
  // The SDK is large and slow to load: servers on local disk never import it, and S3 ones
  // load it with the first voice memo.
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        // Path-style URLs (endpoint/bucket/key) work on every S3 clone; virtual-host buckets
        // need DNS that MinIO and most self-hosted servers do not have.
        forcePathStyle: true,
        // Recent SDKs add CRC checksums to every upload by default, which several
        // S3-compatible servers reject; these small single-part objects do not need them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connection;
  };

  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
        }),
      );
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!answer.Body) return null;
        const length = answer.ContentLength ?? 0;
        // 'bytes 0-99/1234': a ranged answer names the whole size after the slash.
        const total = answer.ContentRange?.split('/')[1];
        const size = total && total !== '*' ? Number(total) : length;
        return { body: answer.Body.transformToWebStream(), length, size };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      // S3 answers 204 for a missing key too, so deleting twice is fine.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

function isMissing(sdk: S3Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.NoSuchKey ||
    (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
