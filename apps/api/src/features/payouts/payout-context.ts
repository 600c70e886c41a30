// What payouts need of the app: the database, time, the settings (the web origin for onboarding
// links) and Stripe Connect, null without Stripe. AppContext satisfies it; the job gets the same.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../app-config.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { PayoutProvider } from './payout-provider.ts';

export interface PayoutContext {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'publicWebUrl' | 'payoutTransferHours'>;
  payouts: PayoutProvider | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
