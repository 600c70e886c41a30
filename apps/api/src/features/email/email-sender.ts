// Sending email, behind one interface: SMTP when configured, the local outbox otherwise.

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; the local outbox logs it so a developer can follow it. */
  actionUrl?: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
