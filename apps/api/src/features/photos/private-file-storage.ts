// Private files (a claim's proof documents) behind one interface, kept apart from the photos:
// on local disk in a directory of their own (CLAIM_DOCUMENT_DIR, never under PHOTO_DIR, which
// /api/photos serves), or in the bucket under the `private/` prefix (CLAIM_DOCUMENT_S3_BUCKET, or
// the photo bucket when unset), which is never handed out as a public URL. Only the API reads
// them back, after it has checked who asks.
import { parseConfig, type Config } from '../../config.ts';
import { LocalPhotoStorage } from './local-photo-storage.ts';
import type { StoredFile } from './photo-storage.ts';
import { S3Bucket, type S3BucketOptions } from './s3-bucket.ts';

export interface PrivateFileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when the key is not stored. */
  read(key: string): Promise<StoredFile | null>;
  /** A key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Object keys of private files start with this in the bucket, apart from the public photo keys. */
export const PRIVATE_PREFIX = 'private/';

/** Browsers and shared caches must not keep a private file: the API answers each read itself. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

export class S3PrivateFileStorage implements PrivateFileStorage {
  private readonly bucket: S3Bucket;

  constructor(options: S3BucketOptions) {
    this.bucket = new S3Bucket(options);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.bucket.put(PRIVATE_PREFIX + key, data, {
      'content-type': contentType,
      'cache-control': PRIVATE_CACHE_CONTROL,
    });
  }

  read(key: string): Promise<StoredFile | null> {
    return this.bucket.get(PRIVATE_PREFIX + key);
  }

  delete(key: string): Promise<void> {
    return this.bucket.delete(PRIVATE_PREFIX + key);
  }
}

export type PrivateFileStorageConfig = Pick<
  Config,
  | 'PHOTO_STORAGE'
  | 'CLAIM_DOCUMENT_DIR'
  | 'CLAIM_DOCUMENT_S3_BUCKET'
  | 'PHOTO_S3_ENDPOINT'
  | 'PHOTO_S3_BUCKET'
  | 'PHOTO_S3_REGION'
  | 'PHOTO_S3_ACCESS_KEY_ID'
  | 'PHOTO_S3_SECRET_ACCESS_KEY'
>;

/** Follows PHOTO_STORAGE: local disk under CLAIM_DOCUMENT_DIR, or the S3 service of the photos. */
export function createPrivateFileStorage(config: PrivateFileStorageConfig = parseConfig({})): PrivateFileStorage {
  if (config.PHOTO_STORAGE === 'local') return new LocalPhotoStorage(config.CLAIM_DOCUMENT_DIR);
  const bucket = config.CLAIM_DOCUMENT_S3_BUCKET ?? config.PHOTO_S3_BUCKET;
  const { PHOTO_S3_ENDPOINT, PHOTO_S3_ACCESS_KEY_ID, PHOTO_S3_SECRET_ACCESS_KEY } = config;
  // parseConfig refuses s3 without these; a hand-made config gets the same message.
  if (!PHOTO_S3_ENDPOINT || !bucket || !PHOTO_S3_ACCESS_KEY_ID || !PHOTO_S3_SECRET_ACCESS_KEY) {
    throw new Error('PHOTO_STORAGE=s3 needs PHOTO_S3_ENDPOINT, BUCKET, ACCESS_KEY_ID and SECRET_ACCESS_KEY');
  }
  return new S3PrivateFileStorage({
    endpoint: PHOTO_S3_ENDPOINT,
    bucket,
    region: config.PHOTO_S3_REGION,
    accessKeyId: PHOTO_S3_ACCESS_KEY_ID,
    secretAccessKey: PHOTO_S3_SECRET_ACCESS_KEY,
  });
}
