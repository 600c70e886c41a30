// Sending email, behind one interface: SMTP when configured, the local outbox otherwise.
import type { SQL } from 'drizzle-orm';

/** A file sent with an email, as text (a calendar invitation's .ics). */
export interface EmailAttachment {
  filename: string;
  /** e.g. text/calendar; charset=utf-8; method=PUBLISH */
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; the local outbox logs it so a developer can follow it. */
  actionUrl?: string;
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /**
   * Sends the message only if `condition` holds in the database, queued by one statement whether
   * it holds or not, so the answer's timing does not tell (password resets). Only the queueing
   * sender the app uses (JobEmailSender) has it; the transports it drives do not.
   */
  sendIf?(condition: SQL, message: EmailMessage): Promise<void>;
}
