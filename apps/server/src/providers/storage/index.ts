import path from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local.ts';
import { fileSigningSecret, type Storage } from './port.ts';
import { s3Storage } from './s3.ts';

export * from './port.ts';

/** Config picks the adapter: local disk under $DATA_DIR/files by default, S3 with STORAGE=s3. */
export function createStorage(config: Config): Storage {
  let storage: Storage;
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET.');
    storage = s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY || undefined,
      cdnOrigin: config.S3_CDN_ORIGIN,
    });
  } else {
    storage = localStorage({
      root: path.join(config.DATA_DIR, 'files'),
      secret: fileSigningSecret(config),
      uploadPath: '/api/files/upload',
      readPath: '/api/files/get',
    });
  }
  return storage;
}
