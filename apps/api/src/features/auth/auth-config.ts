// The settings the account features run with. app-config.ts derives them from the validated
// configuration with everything else; tests pass some of them to buildApp to shorten lifetimes
// or enable grants.

export interface AuthConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  /** Accounts one client address may create in a rolling hour. */
  signUpsPerAddressPerHour: number;
  /** Where links in emails point (no trailing slash). */
  publicWebUrl: string;
  /** Unset: the google_id_token grant is disabled. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Unset: the external_identity grant is disabled. */
  oauthClientSecret: string | undefined;
}
