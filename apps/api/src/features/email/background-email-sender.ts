// Sends without making the caller wait: a reset request must answer as fast for a registered
// email (which sends) as for an unknown one (which does not), whatever SMTP's latency.
// Failures are logged; idle() lets shutdown wait for what is still in flight.
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../errors/database-errors.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

export class BackgroundEmailSender implements EmailSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly inner: EmailSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const delivery = this.inner
      .send(message)
      .catch((error: unknown) =>
        this.log.error({ err: loggableError(error), subject: message.subject }, 'email failed'),
      )
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
