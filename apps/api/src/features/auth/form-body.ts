// application/x-www-form-urlencoded bodies (what OAuth clients send to /oauth/token), parsed
// with URLSearchParams. A name given twice becomes a list, which the route's schema refuses:
// RFC 6749 says request parameters must not repeat.
import type { FastifyInstance } from 'fastify';

export function parseFormBody(body: string): Record<string, string | string[]> {
  // A Map, then own properties: names like __proto__ stay plain keys.
  const values = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = values.get(name);
    if (previous === undefined) values.set(name, value);
    else values.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  return Object.fromEntries(values);
}

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(body as string));
  });
}
