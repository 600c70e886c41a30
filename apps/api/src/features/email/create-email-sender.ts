// Picks the email transport (SMTP when SMTP_URL is set, else the local outbox) and the sender
// the app uses, which makes every email an `email.send` job (decision 0012).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { registerEmailDelivery } from './email-job.ts';
import type { EmailConfig } from './email-config.ts';
import type { EmailSender } from './email-sender.ts';
import { JobEmailSender } from './job-email-sender.ts';
import { OutboxEmailSender } from './outbox-email-sender.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

/** What actually delivers an email job; server.ts registers it with the job runner. */
export function createEmailTransport(config: EmailConfig, db: Db, log: FastifyBaseLogger, clock: Clock): EmailSender {
  if (config.smtpUrl) return SmtpEmailSender.fromUrl(config.smtpUrl, config.emailFrom);
  return new OutboxEmailSender(db, log, clock);
}

/**
 * SMTP: the request only enqueues, and the runner sends with retries (its latency never shows in
 * how long a request takes). Outbox: one local insert, run in the request (see JobEmailSender).
 */
export function createEmailSender(config: EmailConfig, db: Db, log: FastifyBaseLogger, clock: Clock): EmailSender {
  if (config.smtpUrl) return new JobEmailSender(db, clock, null);
  const handlers = registerEmailDelivery(new JobHandlers(), createEmailTransport(config, db, log, clock));
  return new JobEmailSender(db, clock, {
    db,
    handlers,
    clock,
    log,
    runnerId: `request:${process.pid}`,
    leaseSeconds: 60,
  });
}
