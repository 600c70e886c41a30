// A separate API worker process for the alert crash test (alert-delivery-crash.db.test.ts): it
// runs the alert and email jobs against ALERT_WORKER_DATABASE_URL with the clock frozen at
// ALERT_WORKER_NOW, until the test kills it with SIGKILL. Not used by the product.
import { resolveAppConfig } from '../app-config.ts';
import { openDatabase } from '../db/client.ts';
import { registerAlertJobs } from '../features/alerts/alert-jobs.ts';
import { registerEmailDelivery } from '../features/email/email-job.ts';
import { OutboxEmailSender } from '../features/email/outbox-email-sender.ts';
import { JobHandlers } from '../jobs/job-handlers.ts';
import { JobRunner } from '../jobs/job-runner.ts';

const url = process.env.ALERT_WORKER_DATABASE_URL;
const frozen = process.env.ALERT_WORKER_NOW;
if (!url || !frozen) throw new Error('ALERT_WORKER_DATABASE_URL and ALERT_WORKER_NOW are required');
const clock = () => new Date(frozen);
const quiet = { info() {}, warn() {}, error() {} };

const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
const ctx = { db: database.db, clock, config: { publicWebUrl: resolveAppConfig().publicWebUrl }, log: quiet };
const handlers = registerAlertJobs(new JobHandlers(), ctx);
registerEmailDelivery(handlers, new OutboxEmailSender(database.db, quiet as never, clock));
const runner = new JobRunner({
  db: database.db,
  handlers,
  clock,
  log: quiet,
  pollMs: 20,
  runnerId: process.env.ALERT_WORKER_ID,
});
await runner.start();
process.stdout.write('ready\n');
