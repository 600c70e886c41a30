// What the membership features' services need, built once in app.ts.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';

export interface MembershipContext {
  db: Db;
  clock: Clock;
  provider: CardPaymentProvider;
}
