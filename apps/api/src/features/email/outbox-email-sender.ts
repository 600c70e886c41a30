// The local "mail server": each email becomes an email_outbox row and one info log line with
// its link, which is what a developer needs to follow a reset email without SMTP. That line
// holds a live reset token; acceptable for a local outbox only (ADR 0004), never with SMTP.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';
import { insertOutboxEmail } from './outbox-repository.ts';

export class OutboxEmailSender implements EmailSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await insertOutboxEmail(this.db, {
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
      createdAt: this.clock(),
    });
    const link = message.actionUrl ? `: ${message.actionUrl}` : '';
    this.log.info(`email (local outbox) to ${message.to}, "${message.subject}"${link}`);
  }
}
