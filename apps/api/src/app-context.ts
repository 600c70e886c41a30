// Everything a feature's routes and services may need, built once per app in app.ts and handed
// to every feature's registration the same way: registerXRoutes(catalog, ctx). Services declare
// the part they use (e.g. AccountsContext, MembershipContext), which this satisfies.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './app-config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { GoogleIdTokenVerifier } from './features/auth/google-id-token.ts';
import type { EmailSender } from './features/email/email-sender.ts';
import type { GeoIpLookup } from './features/geoip/geoip-lookup.ts';
import type { CardPaymentProvider } from './features/payments/payment-provider.ts';
import type { PayoutProvider } from './features/payouts/payout-provider.ts';
import type { PhotoStorage } from './features/photos/photo-storage.ts';
import type { PrivateFileStorage } from './features/photos/private-file-storage.ts';
import type { SmsSender } from './features/sms/sms-sender.ts';
import type { RouteCatalog } from './http/route-catalog.ts';

export interface AppContext {
  db: Db;
  /** Time for tokens, links, memberships and rate limits; tests move it instead of sleeping. */
  clock: Clock;
  config: AppConfig;
  /** How email leaves the app; swapped whole (tests, the job-queued sender). */
  emailSender: EmailSender;
  /** How text messages leave the app: Twilio, or the local outbox. */
  smsSender: SmsSender;
  /** The card payment provider: Stripe, or the local test card processor (decision 0009). */
  provider: CardPaymentProvider;
  /** Stripe Connect for campgrounds' payouts; null without Stripe (the local ledger only; decision 0018). */
  payouts: PayoutProvider | null;
  /** Where photo files go: local disk or S3. */
  storage: PhotoStorage;
  /** Where private files (claim documents) go: a local directory apart from photos, or private/ in S3. */
  documentStorage: PrivateFileStorage;
  /** Where callers are, by IP. */
  geoIp: GeoIpLookup;
  log: FastifyBaseLogger;
  /** Null when GOOGLE_CLIENT_ID is unset: the google_id_token grant is off. */
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
}

/** What every feature exports for app.ts: its routes, registered with the one context. */
export type RegisterRoutes = (catalog: RouteCatalog, ctx: AppContext) => void;
