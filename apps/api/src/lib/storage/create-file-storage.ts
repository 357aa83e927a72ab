import type { Env } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The storage the configuration names: DATA_DIR on local disk, or an S3-compatible bucket. */
export function createFileStorage(env: StorageEnv): FileStorage {
  if (env.STORAGE_DRIVER === 'local') return createLocalFileStorage(env.DATA_DIR);
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const { S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // loadEnv already refuses this; the check keeps a hand-built Env honest.
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3FileStorage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
  });
}
