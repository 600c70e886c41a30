import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalPhotoStorage } from './local-photo-storage.ts';
import { newPhotoStem, photoKey } from './photo-keys.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'campwise-photos-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('LocalPhotoStorage', () => {
  it('writes, reads and deletes files by key, creating its directory on first use', async () => {
    const storage = new LocalPhotoStorage(path.join(directory, 'nested', 'photos'));
    const key = photoKey(newPhotoStem(), 'thumb');
    await storage.put(key, Buffer.from('image bytes'));
    expect(await storage.read(key)).toEqual({ data: Buffer.from('image bytes'), contentType: 'image/webp' });
    expect(storage.url(key)).toBe(`/api/photos/${key}`);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // already gone: fine
    expect(await readdir(path.join(directory, 'nested', 'photos'))).toEqual([]);
  });

  it('accepts only its own key format, so no path can escape the directory', async () => {
    const storage = new LocalPhotoStorage(directory);
    for (const key of ['../secret', '..%2Fsecret', 'a/b-thumb.webp', '.hidden', 'x'.repeat(22) + '-thumb.png']) {
      expect(await storage.read(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    }
  });
});
