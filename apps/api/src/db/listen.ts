// LISTEN on both databases: PGlite delivers notifications inside the process (its listen()); on
// PostgreSQL a pooled connection cannot listen (it goes back to the pool between queries), so a
// dedicated client does, and reconnects when the server or the network drops it.
import pg from 'pg';

/** Stops listening (and, on PostgreSQL, closes the listening connection). */
export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  /** A notification on the channel (its payload), or '' after a reconnect, when some may have been missed. */
  notify(payload: string): void;
  /** The connection dropped or could not reconnect; listening goes on trying. */
  trouble?(error: unknown): void;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

function checkedChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names reach the statement.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return channel;
}

/** Listens on PostgreSQL through its own connection, reconnecting with backoff until unlistened. */
export function listenOnPostgres(url: string): Listen {
  return async (channel, handlers) => {
    const name = checkedChannel(channel);
    let client: pg.Client | null = null;
    let closed = false;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: NodeJS.Timeout | null = null;

    const dropped = (which: pg.Client, error: unknown) => {
      if (client !== which || closed) return;
      client = null;
      which.end().catch(() => {});
      handlers.trouble?.(error);
      scheduleReconnect();
    };

    const scheduleReconnect = () => {
      if (closed || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void connect(true);
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };

    const connect = async (reconnecting: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url, application_name: `campwise-listen-${name}` });
      next.on('notification', (message) => {
        if (message.channel === name) handlers.notify(message.payload ?? '');
      });
      next.on('error', (error) => dropped(next, error));
      next.on('end', () => dropped(next, new Error('listening connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${name}`);
      } catch (error) {
        next.end().catch(() => {});
        handlers.trouble?.(error);
        scheduleReconnect();
        return;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      retryMs = FIRST_RETRY_MS;
      // Whatever was notified while nobody listened is lost: let the listener look once.
      if (reconnecting) handlers.notify('');
    };

    await connect(false);
    return async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    };
  };
}

/** PGlite's own listen(): notifications of this process's single connection, delivered at commit. */
export function listenOnPglite(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}): Listen {
  return async (channel, handlers) => client.listen(checkedChannel(channel), (payload) => handlers.notify(payload));
}
