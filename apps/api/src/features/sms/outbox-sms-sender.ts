// The local "SMS gateway": each text becomes an sms_outbox row and one info log line, which is
// what a developer (and the browser tests, through GET /api/v6/outbox-sms) needs without Twilio.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import { insertOutboxSms } from './sms-outbox-repository.ts';

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxSms(this.db, { toNumber: message.to, body: message.body, createdAt: this.clock() });
    this.log.info(`sms (local outbox) to ${message.to}`);
  }
}
