// What the alert services and jobs need, built once in app.ts (AppContext satisfies it) and by
// server.ts for the alert jobs.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';

export interface AlertContext {
  db: Db;
  clock: Clock;
  /** publicWebUrl: the web app's origin, for the links in emails. */
  config: { publicWebUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
