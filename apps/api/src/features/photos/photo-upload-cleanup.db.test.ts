// An upload that fails after some files were written leaves neither files nor a row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgrounds, photos } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { testJpeg } from './photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from './photo-test-requests.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let ada: TestUser;
/** Runs before each put, with how many puts came before; throwing makes the put fail. */
let beforePut: (index: number) => Promise<void> = async () => {};

beforeAll(async () => {
  temp = await tempPhotoStorage();
  let puts = 0;
  const storage: PhotoStorage = {
    put: async (key, data) => {
      await beforePut(puts++);
      await temp.storage.put(key, data);
    },
    delete: (key) => temp.storage.delete(key),
    url: (key) => temp.storage.url(key),
  };
  t = await createTestApp({ photoStorage: storage });
  ada = await createUser(t);
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

async function upload(campgroundId: number) {
  return t.request(
    await uploadRequest({ 'campground-id': String(campgroundId) }, { data: await testJpeg(64, 64) }, ada.headers),
  );
}

describe('a failed upload', () => {
  it('deletes the files already written when storage fails part-way', async () => {
    let start = -1;
    beforePut = async (index) => {
      if (start < 0) start = index;
      if (index - start === 2) throw new Error('disk full');
    };
    const response = await upload(t.ids.get('test:1')!);
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('disk full');
    expect(await temp.files()).toEqual([]);
    expect(await t.database.db.select().from(photos)).toEqual([]);
  });

  it('deletes every file when the row cannot be inserted', async () => {
    const campgroundId = t.ids.get('test:3')!;
    // The campground disappears while the files are being written: the insert's foreign key fails.
    beforePut = async () => {
      await t.database.db.delete(campgrounds).where(eq(campgrounds.id, campgroundId));
    };
    const response = await upload(campgroundId);
    expect(response.status).toBe(500);
    expect(await temp.files()).toEqual([]);
    expect(await t.database.db.select().from(photos)).toEqual([]);
  });
});
