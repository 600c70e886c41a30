// Starts the API: config, database, app, the job runner, the admin account from the environment,
// listen; closes cleanly on SIGINT/SIGTERM (the runner first, waiting for the jobs under way).
import { appConfigFrom } from './app-config.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { describeAdminBootstrap, ensureAdmin } from './features/admin/admin-bootstrap.ts';
import { systemClock } from './clock.ts';
import { geoIpLookupFor } from './features/geoip/dbip-city.ts';
import { createPaymentProvider } from './features/payments/create-payment-provider.ts';
import { createPayoutProvider } from './features/payouts/create-payout-provider.ts';
import { registerPayoutJobs } from './features/payouts/payout-jobs.ts';
import { registerPushJobs } from './features/push/push-jobs.ts';
import { createPhotoStorage } from './features/photos/create-photo-storage.ts';
import { createPrivateFileStorage } from './features/photos/private-file-storage.ts';
import { createEmailSender, createEmailTransport } from './features/email/create-email-sender.ts';
import { registerEmailDelivery } from './features/email/email-job.ts';
import { registerAlertJobs } from './features/alerts/alert-jobs.ts';
import { registerCalendarSyncJobs } from './features/calendar-sync/calendar-sync-jobs.ts';
import { registerReservationJobs } from './features/reservations/reservation-jobs.ts';
import { registerMembershipSweep } from './features/subscriptions/membership-sweep.ts';
import { JobHandlers } from './jobs/job-handlers.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { registerMaintenanceCleanup } from './jobs/maintenance-cleanup.ts';
import { registerPruneJobs } from './jobs/prune-jobs.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
const settings = appConfigFrom(config);
// One provider for the routes and the membership sweep.
const paymentProvider = createPaymentProvider({ config: settings, db: database.db, clock: systemClock });
const payoutProvider = createPayoutProvider(settings);
const app = await buildApp({
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  logRequests: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace',
  config: settings,
  trustProxy: config.TRUST_PROXY,
  geoIp: geoIpLookupFor(config.GEOIP_DATABASE),
  photoStorage: createPhotoStorage(config),
  documentStorage: createPrivateFileStorage(config),
  paymentProvider,
  payoutProvider,
});
// Durable jobs (decision 0012): this process's runner shares the jobs table with any others.
const jobHandlers = new JobHandlers();
registerEmailDelivery(jobHandlers, createEmailTransport(settings, database.db, app.log, systemClock));
registerMembershipSweep(jobHandlers, {
  db: database.db,
  clock: systemClock,
  provider: paymentProvider,
  everySeconds: config.MEMBERSHIP_SWEEP_SECONDS,
  log: app.log,
});
registerPruneJobs(jobHandlers, database.db, systemClock);
registerMaintenanceCleanup(jobHandlers, { db: database.db, clock: systemClock, log: app.log });
// Holds that ran out, requests nobody answered, money movements to retry (docs/api-bookings.md).
registerReservationJobs(jobHandlers, {
  db: database.db,
  clock: systemClock,
  provider: paymentProvider,
  emailSender: createEmailSender(settings, database.db, app.log, systemClock),
  config: settings,
  log: app.log,
});
// Imported calendars fetched every CALENDAR_SYNC_MINUTES (docs/api-calendar-sync.md).
registerCalendarSyncJobs(jobHandlers, {
  db: database.db,
  clock: systemClock,
  emailSender: createEmailSender(settings, database.db, app.log, systemClock),
  config: settings,
  log: app.log,
});
// Active Stripe accounts' balances transferred every PAYOUT_TRANSFER_HOURS (decision 0018).
registerPayoutJobs(jobHandlers, {
  db: database.db,
  clock: systemClock,
  config: settings,
  payouts: payoutProvider,
  log: app.log,
});
// Web push to members' devices when VAPID keys are set (docs/api-alerts.md "Web push").
registerPushJobs(jobHandlers, { db: database.db, clock: systemClock, config: settings, log: app.log });
// Inventory releases matched to alerts, openings delivered per member (docs/api-alerts.md, decision 0019).
registerAlertJobs(jobHandlers, { db: database.db, clock: systemClock, config: settings, log: app.log });
const jobRunner = new JobRunner({
  db: database.db,
  handlers: jobHandlers,
  clock: systemClock,
  log: app.log,
  pollMs: config.JOBS_POLL_MS,
  listen: database.listen,
});
await jobRunner.start();

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
  // Jobs under way finish (or their lease lets another process take them) before the database closes.
  await jobRunner.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.API_PORT, host: config.API_HOST });
