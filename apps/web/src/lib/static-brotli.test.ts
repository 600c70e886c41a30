import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliCopyFor, precompressStaticFiles, sendBrotliCopy } from './static-brotli';

const script = `console.log(${JSON.stringify('campground '.repeat(400))});\n`;
let staticDir: string;
let server: Server;
let base: string;

// Next.js's own gzip middleware, which wraps every response before Next.js answers: it sends the
// headers itself before the first write, which is where the body has to be swapped.
const nextCompression = createRequire(import.meta.url)('next/dist/compiled/compression')() as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/** Answers as Next.js's static file server does: headers, then the file in chunks, 304 on a match. */
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  nextCompression(request, response, () => undefined);
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('ETag', 'W/"tag"');
  if (request.headers['if-none-match'] === 'W/"tag"') {
    response.statusCode = 304;
    response.end();
    return;
  }
  if (!request.url?.endsWith('/app.js')) {
    response.statusCode = 404;
    response.end('missing');
    return;
  }
  response.setHeader('Content-Length', Buffer.byteLength(script));
  response.setHeader('Accept-Ranges', 'bytes');
  response.statusCode = 200;
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  response.write(script.slice(0, 100));
  response.end(script.slice(100));
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(staticDir, 'chunks'));
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'x');
  writeFileSync(path.join(staticDir, 'chunks', 'data.json'), script);
  expect(await precompressStaticFiles(staticDir)).toBe(1);
  server = createServer((request, response) => {
    const copy = brotliCopyFor(request, staticDir);
    void (copy ? sendBrotliCopy(request, response, copy, fakeNext) : fakeNext(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(staticDir, { recursive: true, force: true });
});

/** fetch() would decode the body itself; the raw bytes are what the browser downloads. */
async function get(url: string, headers: Record<string, string>, method = 'GET') {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest(`${base}${url}`, { method, headers }, resolve);
    request.on('error', reject).end();
  });
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
}

describe('static files in Brotli', () => {
  it('sends the Brotli copy, with the headers Next.js set, to a browser that accepts it', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('answers HEAD with the copy’s length and no body', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('leaves other answers alone: no Brotli accepted, a range, a 304, files without a copy', async () => {
    // Next.js's gzip, as before.
    const plain = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(plain.body).toString()).toBe(script);
    const range = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.headers['content-encoding']).not.toBe('br');
    const notModified = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': 'W/"tag"',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).not.toBe('br');
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('never serves a file from outside the static folder', () => {
    const request = { method: 'GET', url: '/_next/static/..%2F..%2Fsecret.js', headers: { 'accept-encoding': 'br' } };
    expect(brotliCopyFor(request as unknown as IncomingMessage, staticDir)).toBeNull();
    const malformed = { method: 'GET', url: '/_next/static/%E0%A4%A.js', headers: { 'accept-encoding': 'br' } };
    expect(brotliCopyFor(malformed as unknown as IncomingMessage, staticDir)).toBeNull();
  });
});
