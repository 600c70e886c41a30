// Where photo files live, behind one interface: the local disk by default, or an
// S3-compatible bucket (create-photo-storage.ts picks from the configuration).

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface PhotoStorage {
  /** Writes (or overwrites) one file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes one file; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Where clients fetch the file from: a path on this API, or the bucket's public URL. */
  url(key: string): string;
  /** Reads a file for GET /api/photos/{key}; only storages the API serves itself have it. */
  read?(key: string): Promise<StoredFile | null>;
}

/**
 * Files never change under a key (keys are random and never reused), so caches may keep them.
 * Only the bucket's objects are sent this way; the API serves its own files for minutes only.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /api/photos/{key}: a moderator's hide must take a file out of shared caches soon, so they
 * keep it 5 minutes, then ask again (ADR 0015).
 */
export const SERVED_FILE_CACHE_CONTROL = 'public, max-age=300';
