// Starts the API: config, database, app, the admin account from the environment, listen;
// closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { describeAdminBootstrap, ensureAdmin } from './features/admin/admin-bootstrap.ts';
import { authConfigFrom } from './features/auth/auth-config.ts';
import { systemClock } from './features/auth/clock.ts';
import { geoIpLookupFor } from './features/geoip/dbip-city.ts';
import { createPaymentProvider } from './features/payments/create-payment-provider.ts';
import { createPhotoStorage } from './features/photos/create-photo-storage.ts';
import { startMembershipSweep } from './features/subscriptions/membership-sweep.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
const paymentConfig = {
  stripeSecretKey: config.STRIPE_SECRET_KEY,
  stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
  stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
  stripeApiUrl: config.STRIPE_API_URL,
};
// One provider for the routes and the membership sweep.
const paymentProvider = createPaymentProvider({ config: paymentConfig, db: database.db, clock: systemClock });
const app = await buildApp({
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  logRequests: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace',
  config: authConfigFrom(config),
  trustProxy: config.TRUST_PROXY,
  geoIp: geoIpLookupFor(config.GEOIP_DATABASE),
  photoStorage: createPhotoStorage(config),
  paymentConfig,
  paymentProvider,
});
const membershipSweep = startMembershipSweep({
  db: database.db,
  clock: systemClock,
  provider: paymentProvider,
  intervalSeconds: config.MEMBERSHIP_SWEEP_SECONDS,
  log: app.log,
});

if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  const result = await ensureAdmin(
    database.db,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    new Date(),
  );
  app.log.info(describeAdminBootstrap(result));
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await membershipSweep.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.API_PORT, host: config.API_HOST });
