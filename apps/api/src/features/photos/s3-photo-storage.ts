// Photo files in an S3-compatible bucket (AWS S3, MinIO, R2, …): SigV4-signed PUT and DELETE
// with path-style URLs (which every S3-compatible service accepts); clients fetch the files
// from the bucket's public URL, not through the API.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { IMMUTABLE_CACHE_CONTROL, type PhotoStorage } from './photo-storage.ts';

export interface S3PhotoStorageOptions {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (no trailing slash). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are public, e.g. https://photos.campwise.example (no trailing slash). */
  publicUrl: string;
  /** Retries of a 5xx or network failure (aws4fetch backs off between them). */
  retries?: number;
}

export class S3PhotoStorage implements PhotoStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3PhotoStorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: options.retries ?? 2,
    });
  }

  private objectUrl(key: string): string {
    return `${this.options.endpoint}/${encodeURIComponent(this.options.bucket)}/${encodeURIComponent(key)}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(data),
      headers: {
        // Stored with the object, so the bucket serves it with these headers.
        'content-type': contentType,
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        // Signing the body's hash (aws4fetch sends UNSIGNED-PAYLOAD for s3 otherwise) makes
        // the bucket refuse an upload that arrives altered or cut short.
        'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
      },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with status ${response.status}`);
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    await response.body?.cancel();
    // S3 answers 204 whether or not the key existed; some compatible services answer 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed with status ${response.status}`);
    }
  }

  url(key: string): string {
    return `${this.options.publicUrl}/${encodeURIComponent(key)}`;
  }
}
