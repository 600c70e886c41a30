// A local calendar host for the calendar sync tests (node:http on 127.0.0.1): serves the .ics
// fixtures under the paths a test sets, a body over 2 MB streamed without a length, a redirect
// loop, and an ETag that answers 304 to a matching If-None-Match. Records every request.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export function calendarFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export interface FeedServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Serves `body` at `path` (text/calendar, 200; with an ETag when given). */
  serve(path: string, body: string, etag?: string): void;
  requests: { path: string; ifNoneMatch: string | undefined }[];
  close(): Promise<void>;
}

const HUGE_CHUNK = Buffer.alloc(64 * 1024, 'X');

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, { body: string; etag?: string }>();
  const requests: FeedServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const ifNoneMatch = request.headers['if-none-match'];
    requests.push({ path, ifNoneMatch });
    if (path === '/loop.ics') {
      response.writeHead(302, { location: '/loop.ics' }).end();
      return;
    }
    if (path === '/moved.ics') {
      response.writeHead(301, { location: '/airbnb.ics' }).end();
      return;
    }
    if (path === '/huge.ics') {
      // About 3 MB, chunked with no Content-Length: only counting the bytes can stop it.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-PADDING:');
      let sent = 0;
      const more = () => {
        while (sent < 48) {
          sent += 1;
          if (!response.write(HUGE_CHUNK)) return void response.once('drain', more);
        }
        response.end('\r\nEND:VCALENDAR\r\n');
      };
      response.on('error', () => {});
      more();
      return;
    }
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (route.etag && ifNoneMatch === route.etag) {
      response.writeHead(304, { etag: route.etag }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(route.etag && { etag: route.etag }) })
      .end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (path, body, etag) => void routes.set(path, { body, ...(etag && { etag }) }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
