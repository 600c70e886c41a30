// Picks the email adapter: SMTP when SMTP_URL is set, else the local outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthConfig } from '../auth/auth-config.ts';
import type { Clock } from '../auth/clock.ts';
import { BackgroundEmailSender } from './background-email-sender.ts';
import type { EmailSender } from './email-sender.ts';
import { OutboxEmailSender } from './outbox-email-sender.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

/**
 * SMTP sends in the background: its latency must not show in how long a request takes.
 * The outbox is one local insert, awaited, so its row exists once the request is answered
 * (browser tests read it right after).
 */
export function createEmailSender(
  config: Pick<AuthConfig, 'smtpUrl' | 'emailFrom'>,
  db: Db,
  log: FastifyBaseLogger,
  clock: Clock,
): EmailSender {
  if (config.smtpUrl) return new BackgroundEmailSender(SmtpEmailSender.fromUrl(config.smtpUrl, config.emailFrom), log);
  return new OutboxEmailSender(db, log, clock);
}
