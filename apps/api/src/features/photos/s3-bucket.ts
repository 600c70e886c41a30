// One S3-compatible bucket (AWS S3, MinIO, R2, …) through SigV4-signed requests with path-style
// URLs, which every S3-compatible service accepts. The photo storage and the private document
// storage both talk to their bucket through it.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StoredFile } from './photo-storage.ts';

export interface S3BucketOptions {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (no trailing slash). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Retries of a 5xx or network failure (aws4fetch backs off between them). */
  retries?: number;
}

export class S3Bucket {
  private readonly client: AwsClient;

  constructor(private readonly options: S3BucketOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: options.retries ?? 2,
    });
  }

  private objectUrl(objectKey: string): string {
    // A key's "/" stays a "/": S3 signs and stores the path as sent.
    const path = objectKey.split('/').map(encodeURIComponent).join('/');
    return `${this.options.endpoint}/${encodeURIComponent(this.options.bucket)}/${path}`;
  }

  /** PutObject; `headers` (content-type, cache-control) are stored with the object. */
  async put(objectKey: string, data: Buffer, headers: Record<string, string>): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(objectKey), {
      method: 'PUT',
      body: new Uint8Array(data),
      headers: {
        ...headers,
        // Signing the body's hash (aws4fetch sends UNSIGNED-PAYLOAD for s3 otherwise) makes
        // the bucket refuse an upload that arrives altered or cut short.
        'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
      },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT ${objectKey} failed with status ${response.status}`);
  }

  /** GetObject; null when the bucket has no such key. */
  async get(objectKey: string): Promise<StoredFile | null> {
    const response = await this.client.fetch(this.objectUrl(objectKey), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${objectKey} failed with status ${response.status}`);
    }
    return {
      data: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(objectKey: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(objectKey), { method: 'DELETE' });
    await response.body?.cancel();
    // S3 answers 204 whether or not the key existed; some compatible services answer 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${objectKey} failed with status ${response.status}`);
    }
  }
}
