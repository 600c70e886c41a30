// Every email is a durable job (decision 0012): `email.send`, its payload the message, delivered
// by the configured transport (SMTP or the local outbox) with retries. The payload, reset link
// included, is cleared once the email went out.
import { z } from 'zod';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import { jobType } from '../../jobs/job-type.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

const emailMessageSchema: z.ZodType<EmailMessage> = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  actionUrl: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
});

/** Eight attempts with backoff reach about 20 minutes: an SMTP server's restart, not a day's outage. */
export const sendEmailJob = jobType('email.send', emailMessageSchema, { maxAttempts: 8 });

/** Hands each email job to the transport; a throw is a failed attempt, retried later. */
export function registerEmailDelivery(handlers: JobHandlers, transport: EmailSender): JobHandlers {
  return handlers.on(sendEmailJob, (message) => transport.send(message));
}
