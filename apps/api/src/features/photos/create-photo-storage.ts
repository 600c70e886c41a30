// Picks the photo storage from the configuration: local disk unless PHOTO_STORAGE=s3.
import { parseConfig, type Config } from '../../config.ts';
import { LocalPhotoStorage } from './local-photo-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';

export type PhotoStorageConfig = Pick<
  Config,
  | 'PHOTO_STORAGE'
  | 'PHOTO_DIR'
  | 'PHOTO_S3_ENDPOINT'
  | 'PHOTO_S3_BUCKET'
  | 'PHOTO_S3_REGION'
  | 'PHOTO_S3_ACCESS_KEY_ID'
  | 'PHOTO_S3_SECRET_ACCESS_KEY'
  | 'PHOTO_S3_PUBLIC_URL'
>;

/** Without a configuration: the documented default, local disk under .data/photos. */
export function createPhotoStorage(config: PhotoStorageConfig = parseConfig({})): PhotoStorage {
  if (config.PHOTO_STORAGE === 'local') return new LocalPhotoStorage(config.PHOTO_DIR);
  const {
    PHOTO_S3_ENDPOINT,
    PHOTO_S3_BUCKET,
    PHOTO_S3_ACCESS_KEY_ID,
    PHOTO_S3_SECRET_ACCESS_KEY,
    PHOTO_S3_PUBLIC_URL,
  } = config;
  // parseConfig refuses s3 without these; a hand-made config gets the same message.
  if (
    !PHOTO_S3_ENDPOINT ||
    !PHOTO_S3_BUCKET ||
    !PHOTO_S3_ACCESS_KEY_ID ||
    !PHOTO_S3_SECRET_ACCESS_KEY ||
    !PHOTO_S3_PUBLIC_URL
  ) {
    throw new Error(
      'PHOTO_STORAGE=s3 needs PHOTO_S3_ENDPOINT, BUCKET, ACCESS_KEY_ID, SECRET_ACCESS_KEY and PUBLIC_URL',
    );
  }
  return new S3PhotoStorage({
    endpoint: PHOTO_S3_ENDPOINT,
    bucket: PHOTO_S3_BUCKET,
    region: config.PHOTO_S3_REGION,
    accessKeyId: PHOTO_S3_ACCESS_KEY_ID,
    secretAccessKey: PHOTO_S3_SECRET_ACCESS_KEY,
    publicUrl: PHOTO_S3_PUBLIC_URL,
  });
}
