import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createPhotoStorage } from './create-photo-storage.ts';
import { LocalPhotoStorage } from './local-photo-storage.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';

describe('createPhotoStorage', () => {
  it('is local disk by default, under PHOTO_DIR', () => {
    const storage = createPhotoStorage(parseConfig({ PHOTO_DIR: '/tmp/campwise-photo-config-test' }));
    expect(storage).toBeInstanceOf(LocalPhotoStorage);
    expect((storage as LocalPhotoStorage).directory).toBe('/tmp/campwise-photo-config-test');
    expect(createPhotoStorage()).toBeInstanceOf(LocalPhotoStorage);
  });

  it('is the S3 adapter with PHOTO_STORAGE=s3', () => {
    const config = parseConfig({
      PHOTO_STORAGE: 's3',
      PHOTO_S3_ENDPOINT: 'http://127.0.0.1:9000',
      PHOTO_S3_BUCKET: 'photos',
      PHOTO_S3_ACCESS_KEY_ID: 'id',
      PHOTO_S3_SECRET_ACCESS_KEY: 'secret',
      PHOTO_S3_PUBLIC_URL: 'https://cdn.example/photos/',
    });
    const storage = createPhotoStorage(config);
    expect(storage).toBeInstanceOf(S3PhotoStorage);
    expect(storage.url('k-thumb.webp')).toBe('https://cdn.example/photos/k-thumb.webp');
  });

  it('refuses s3 without its settings', () => {
    expect(() => createPhotoStorage({ ...parseConfig({}), PHOTO_STORAGE: 's3' })).toThrow(/PHOTO_S3_ENDPOINT/);
  });
});
