// The settings the account features run with, taken from the validated configuration.
// Tests pass a Partial<AuthConfig> to buildApp to shorten lifetimes or enable grants.
import { parseConfig, type Config } from '../../config.ts';

export interface AuthConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  /** Where links in emails point (no trailing slash). */
  publicWebUrl: string;
  /** Unset: the google_id_token grant is disabled. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Unset: the external_identity grant is disabled. */
  oauthClientSecret: string | undefined;
  /** Unset: emails go to the local outbox. */
  smtpUrl: string | undefined;
  emailFrom: string;
}

export function authConfigFrom(config: Config): AuthConfig {
  return {
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    passwordResetTtlSeconds: config.PASSWORD_RESET_TTL_SECONDS,
    publicWebUrl: config.PUBLIC_WEB_URL,
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    oauthClientSecret: config.OAUTH_CLIENT_SECRET,
    smtpUrl: config.SMTP_URL,
    emailFrom: config.EMAIL_FROM,
  };
}

/** The documented defaults (what an empty environment gives), overridden by `overrides`. */
export function resolveAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return { ...authConfigFrom(parseConfig({})), ...overrides };
}
