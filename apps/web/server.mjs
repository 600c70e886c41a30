// The web app's production server (`npm start`, the browser tests): Next's request handler behind
// a plain Node HTTP server, for one reason `next start` cannot serve. Next keeps any
// X-Forwarded-For a browser sends and fills it from the socket only when absent, so next-auth's
// sign-in and the /api/v6 forwarding would pass the API an address the browser chose. Here every
// request's X-Forwarded-For is replaced, before Next sees it, by the address this server
// determined itself: the socket's, or the right-most untrusted hop when the socket is a proxy
// listed in WEB_TRUST_PROXY (src/lib/client-address.ts). It listens on WEB_HOST (default loopback).
//   node apps/web/server.mjs            (PORT, default 3000; the built app in apps/web/.next)
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.env.NODE_ENV = 'production';
const dir = path.dirname(fileURLToPath(import.meta.url));

// The same validated configuration the pages use (a bad variable stops the start, named), read
// through tsx's loader, which is switched off again before Next loads its own TypeScript config.
const unregisterTsx = register();
/** @type {typeof import('./src/lib/config.server')} */
const { serverConfig } = await import('./src/lib/config.server.ts');
/** @type {typeof import('./src/lib/client-address')} */
const { pinClientAddress, proxyTrust } = await import('./src/lib/client-address.ts');
/** @type {typeof import('./src/lib/static-brotli')} */
const { brotliCopyFor, sendBrotliCopy } = await import('./src/lib/static-brotli.ts');
await unregisterTsx();

const rawPort = process.env.PORT ?? '3000';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid environment configuration for the web app: PORT: must be a port number, got "${rawPort}"`);
  process.exit(1);
}
const { host, trustProxy } = serverConfig.network;
const isTrusted = proxyTrust(trustProxy);

const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: host, port });
await app.prepare();
const handle = app.getRequestHandler();

// Scripts and stylesheets in Brotli where `next build` wrote a copy (src/lib/static-brotli.ts).
const staticDir = path.join(dir, '.next', 'static');

const server = createServer((request, response) => {
  pinClientAddress(request, isTrusted);
  const brotliCopy = brotliCopyFor(request, staticDir);
  (brotliCopy ? sendBrotliCopy(request, response, brotliCopy, handle) : handle(request, response)).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, host, () => {
  console.log(`▶ web app listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});

// Open keep-alive connections would hold close() up; a stop never waits more than a few seconds.
const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
