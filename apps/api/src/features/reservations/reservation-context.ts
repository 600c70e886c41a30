// What the reservation services need, built once in app.ts (AppContext satisfies it) and by
// server.ts for the reservation jobs.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import type { BookingConfig } from './booking-config.ts';

export interface ReservationContext {
  db: Db;
  clock: Clock;
  provider: CardPaymentProvider;
  emailSender: EmailSender;
  config: BookingConfig & { publicWebUrl: string };
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/** The signed-in camper as the services use them. */
export interface Camper {
  id: number;
  email: string;
  fullName: string;
  pro: boolean;
  admin: boolean;
}
