// Upload requests for the photo API tests: a real multipart/form-data body, built by the
// platform's FormData and Request (as a browser would), handed to app.inject().
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { LocalPhotoStorage } from './local-photo-storage.ts';

export interface UploadFile {
  data: Buffer;
  name?: string;
  /** What the client claims; the API never believes it. */
  type?: string;
}

export async function uploadRequest(
  fields: Record<string, string>,
  file: UploadFile | null,
  headers: Record<string, string> = {},
  url = '/api/v6/photos',
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** A local storage in a fresh temporary directory; `remove()` deletes the directory. */
export async function tempPhotoStorage() {
  const directory = await mkdtemp(path.join(tmpdir(), 'campwise-photos-'));
  return {
    directory,
    storage: new LocalPhotoStorage(directory),
    files: () => readdir(directory).catch(() => [] as string[]),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
