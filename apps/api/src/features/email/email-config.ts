// How outgoing email is sent: over SMTP when SMTP_URL is set, else into the local outbox.
export interface EmailConfig {
  /** Unset: emails go to the local outbox. */
  smtpUrl: string | undefined;
  emailFrom: string;
}
