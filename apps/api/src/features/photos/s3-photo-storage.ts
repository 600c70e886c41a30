// Photo files in an S3-compatible bucket: clients fetch the files from the bucket's public URL,
// not through the API.
import { S3Bucket, type S3BucketOptions } from './s3-bucket.ts';
import { IMMUTABLE_CACHE_CONTROL, type PhotoStorage } from './photo-storage.ts';

export interface S3PhotoStorageOptions extends S3BucketOptions {
  /** Where the bucket's objects are public, e.g. https://photos.campwise.example (no trailing slash). */
  publicUrl: string;
}

export class S3PhotoStorage implements PhotoStorage {
  private readonly bucket: S3Bucket;

  constructor(private readonly options: S3PhotoStorageOptions) {
    this.bucket = new S3Bucket(options);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // Stored with the object, so the bucket serves it with these headers.
    await this.bucket.put(key, data, { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL });
  }

  async delete(key: string): Promise<void> {
    await this.bucket.delete(key);
  }

  url(key: string): string {
    return `${this.options.publicUrl}/${encodeURIComponent(key)}`;
  }
}
