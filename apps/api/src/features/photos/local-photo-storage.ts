// Files on the local disk: photos (served by the API at /api/photos/{key}), and private files
// in a directory of their own (private-file-storage.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey } from './photo-keys.ts';
import type { PhotoStorage, StoredFile } from './photo-storage.ts';

export const LOCAL_PHOTO_PATH = '/api/photos';

/** The type of a stored file by its key's extension (photo variants are WebP). */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export class LocalPhotoStorage implements PhotoStorage {
  constructor(readonly directory: string) {}

  // Keys are checked again here, so no caller can make this write or read outside the directory.
  private fileOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.directory, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    // Keys of private files name a folder (claims/…).
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed into place: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  url(key: string): string {
    return `${LOCAL_PHOTO_PATH}/${key}`;
  }

  async read(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return { data: await readFile(this.fileOf(key)), contentType: TYPES[extension] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
