// What the account features' services need, built once in app.ts.
import type { Db } from '../../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import type { AuthConfig } from './auth-config.ts';
import type { Clock } from '../../clock.ts';
import type { GoogleIdTokenVerifier } from './google-id-token.ts';

export interface AccountsContext {
  db: Db;
  config: AuthConfig;
  clock: Clock;
  emailSender: EmailSender;
  /** Null when GOOGLE_CLIENT_ID is unset: the google_id_token grant is off. */
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
}
