// Brotli for the built app's static files (issue 17, lighter pages). Next.js compresses what it
// serves with gzip only; Brotli at its highest quality makes the scripts a phone downloads
// about 14% smaller. That quality is too slow to run per request (seconds for MapLibre), so
// `next build` writes a `.br` copy beside each script and stylesheet (precompressStaticFiles,
// from next.config.ts), and the web server (server.mjs) sends that copy to browsers that
// accept it.
//
// Next.js still answers those requests itself: status, caching, ETag and the security headers
// of proxy.ts stay exactly as for any other response; only the body is swapped for the
// compressed copy when Next.js answers 200. A plain file server here would have to repeat all
// of those headers.
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const STATIC_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(?:js|mjs|css)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

async function* compressibleFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `<file>.br` beside each script and stylesheet under `staticDir`; returns how many. */
export async function precompressStaticFiles(staticDir: string): Promise<number> {
  let written = 0;
  for await (const file of compressibleFiles(staticDir)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const compressed = await compress(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${file}.br`, compressed);
    written++;
  }
  return written;
}

/** Whether an Accept-Encoding header allows Brotli (`br`, not refused with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

/**
 * The `.br` copy for a request, when it may be used: a GET or HEAD of a static file under
 * `/_next/static/` from a browser accepting Brotli, not asking for a byte range (ranges count
 * the uncompressed bytes), with a copy on disk.
 */
export function brotliCopyFor(request: IncomingMessage, staticDir: string): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.range || !acceptsBrotli(request.headers['accept-encoding'])) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return null; // a malformed escape: Next.js answers it
  }
  if (!pathname.startsWith(STATIC_PREFIX) || !COMPRESSIBLE.test(pathname)) return null;
  const file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length));
  // A path that climbs out of the static folder is left to Next.js (which refuses it).
  if (!file.startsWith(staticDir + path.sep)) return null;
  const copy = `${file}.br`;
  return existsSync(copy) ? copy : null;
}

/**
 * Lets Next.js answer `request` but sends `brotliFile` as the body when the answer is a 200:
 * asks Next.js for the uncompressed file, then, as the headers go out, sets Content-Encoding and
 * Content-Length for the copy, sends the copy, and drops Next.js's own body.
 */
export async function sendBrotliCopy(
  request: IncomingMessage,
  response: ServerResponse,
  brotliFile: string,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<void> {
  const body = await readFile(brotliFile);
  request.headers['accept-encoding'] = 'identity';
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  let decided = false;
  let swapped = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    if (response.statusCode !== 200 || response.headersSent) return;
    swapped = true;
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', body.length);
    response.removeHeader('Accept-Ranges');
    const vary = String(response.getHeader('Vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
  // The decision is taken when the headers go out: Next.js's gzip middleware (which stays out of
  // the way for 'identity') sends them itself before its first write.
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    response.statusCode = statusCode;
    decide();
    if (swapped) {
      // Headers passed to writeHead would override the copy's.
      for (const headers of rest) {
        if (!headers || typeof headers !== 'object' || Array.isArray(headers)) continue;
        for (const name of Object.keys(headers)) {
          if (/^(content-length|accept-ranges)$/i.test(name)) delete (headers as Record<string, unknown>)[name];
        }
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
  // Node's write/end overloads (callback, encoding) are passed through untouched when not swapping.
  response.write = ((...args: Parameters<ServerResponse['write']>) => {
    decide();
    if (!swapped) return write(...args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];
  response.end = ((...args: Parameters<ServerResponse['end']>) => {
    decide();
    if (!swapped) return end(...args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return request.method === 'HEAD' ? end(callback) : end(body, callback);
  }) as ServerResponse['end'];
  await handle(request, response);
}
