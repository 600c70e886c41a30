// The visitor's rough location, looked up while the search page renders: the page then knows at
// once whether it opens on the visitor or on the whole US (and says so in its first HTML), and the
// browser does not wait for a second round trip before its first search. Best effort: an API
// that is slow or down leaves it to the browser's own lookup, as before.
import { clientAddress } from '@/lib/client-address';
import { sendServerRequest } from '@/lib/api-client.server';

/** Longer than a loopback lookup takes, short enough not to hold the page up. */
const LOOKUP_TIMEOUT_MS = 300;

/** GET /api/edge/geoip for the browser's address; undefined when it could not be asked. */
export async function lookupVisitorLocationOnServer(headers: Readonly<Record<string, unknown>>): Promise<unknown> {
  const forwardedFor = clientAddress(headers);
  try {
    const { body } = await sendServerRequest({
      path: '/api/edge/geoip',
      format: 'json',
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    return body ?? undefined;
  } catch {
    return undefined;
  }
}
