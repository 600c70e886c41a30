// The API's configuration: parsed and validated once at start-up; the only reader of process.env.
import path from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { validateEmail, validateSignUpPassword } from '@campwise/domain';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// Base URLs: no trailing slash, so paths append with one.
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

// proxy-addr's named ranges, as Fastify's trustProxy understands them.
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** "false" trusts nobody; otherwise a list of proxy addresses, CIDRs or named ranges. */
const trustProxy = z
  .string()
  .default('loopback')
  .transform((value, ctx): false | string => {
    const trimmed = value.trim();
    if (trimmed === 'false') return false;
    const entries = trimmed.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !PROXY_RANGES.includes(entry) && !isIP(entry.split('/')[0] ?? ''));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not an address, CIDR range or one of ${PROXY_RANGES.join(', ')} (or false)`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

/** A comma-separated list of web origins; each must be exactly an origin (no path, no "*"). */
const corsOrigins = z
  .string()
  .default('')
  .transform((value, ctx): string[] => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries) {
      let origin: string | null = null;
      try {
        const url = new URL(entry);
        if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
      } catch {
        // reported below
      }
      if (origin !== entry.replace(/\/+$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://app.example.com` });
        return z.NEVER;
      }
    }
    return entries.map((entry) => entry.replace(/\/+$/, ''));
  });

/** A key in unpadded base64url of exactly `bytes` bytes (VAPID keys as web-push writes them). */
const base64UrlKey = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be ${what} in base64url`,
    );

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Relative paths are taken from the repository root, wherever the process was started.
  PGLITE_DATA_DIR: z
    .string()
    .min(1)
    .default('.data/pglite')
    .transform((value) => path.resolve(repoRoot, value)),
  DATA_DIR: z
    .string()
    .min(1)
    .default('../shared/data')
    .transform((value) => path.resolve(repoRoot, value)),
  // Basemap work one client address may cause in a minute (then 429 + Retry-After): map pictures
  // drawn and vector tiles cut. Cached answers and 304s never count, as many users may share one
  // address (docs/api-basemap.md, features/basemap/basemap-rate-limit.ts).
  BASEMAP_PICTURES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  BASEMAP_TILES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  // Where GET /api/edge/geoip looks callers up: DB-IP City Lite (read on the first public-address
  // lookup) or none (everyone gets the default location).
  GEOIP_DATABASE: z.enum(['dbip', 'none']).default('dbip'),
  // Origins whose pages may call the API from the browser (CORS), comma-separated; unset: none,
  // as the site calls it through its own origin. Each is scheme://host[:port], nothing after.
  API_CORS_ORIGINS: corsOrigins,
  // Links in emails point here (password reset).
  PUBLIC_WEB_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  ACCESS_TOKEN_TTL_SECONDS: seconds(3600),
  REFRESH_TOKEN_TTL_SECONDS: seconds(2_592_000),
  PASSWORD_RESET_TTL_SECONDS: seconds(3600),
  // Accounts one client address may create in an hour (POST /api/v6/users).
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Unset: the google_id_token grant is disabled.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  // Shared with the web server only; unset: the external_identity grant is disabled.
  OAUTH_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Unset: emails go to the local outbox (database table + server log).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Campwise <no-reply@campwise.local>'),
  // Set: support messages are emailed to this inbox; unset: to every admin account.
  SUPPORT_EMAIL: z
    .string()
    .refine((value) => validateEmail(value) === null, 'must be a valid email address')
    .optional(),
  // Both set: that account exists and is an admin after start-up.
  ADMIN_EMAIL: z
    .string()
    .refine((value) => validateEmail(value) === null, 'must be a valid email address')
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine((value) => validateSignUpPassword(value) === null, 'must be at least 8 characters')
    .optional(),
  // Where uploaded photos are stored: local disk (served by the API at /api/photos/*) or an
  // S3-compatible bucket (served from PHOTO_S3_PUBLIC_URL); s3 needs every PHOTO_S3_* below but REGION.
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  PHOTO_DIR: z
    .string()
    .min(1)
    .default('.data/photos')
    .transform((value) => path.resolve(repoRoot, value)),
  PHOTO_S3_ENDPOINT: httpUrl.optional(),
  PHOTO_S3_BUCKET: z.string().min(1).optional(),
  PHOTO_S3_REGION: z.string().min(1).default('us-east-1'),
  PHOTO_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  PHOTO_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PHOTO_S3_PUBLIC_URL: httpUrl.optional(),
  // Claim proof documents are private: never under PHOTO_DIR; with s3, under private/ in
  // CLAIM_DOCUMENT_S3_BUCKET (the photo bucket when unset). Only the claims API reads them.
  CLAIM_DOCUMENT_DIR: z
    .string()
    .min(1)
    .default('.data/claim-documents')
    .transform((value) => path.resolve(repoRoot, value)),
  CLAIM_DOCUMENT_S3_BUCKET: z.string().min(1).optional(),
  // PRO payments (decision 0009). STRIPE_SECRET_KEY unset: the local test card processor.
  // With it, STRIPE_PUBLISHABLE_KEY (for Stripe Elements in the browser) and
  // STRIPE_WEBHOOK_SECRET (to verify webhook deliveries) must be set too.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Where the Stripe SDK sends requests: Stripe's API unless set (tests point it at a local server).
  STRIPE_API_URL: httpUrl.optional(),
  // How often the API checks for memberships to renew or end (local provider renewals, gift expiry).
  MEMBERSHIP_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // The job runner's backstop poll; an enqueue wakes it at once through LISTEN/NOTIFY (decision 0012).
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // The prepare step of `npm start` seeds bookable demo inventory at real campgrounds unless off.
  DEMO_INVENTORY: z.enum(['on', 'off']).default('on'),
  // Bookings (docs/api-bookings.md): the service fee non-PRO campers pay (basis points), how long
  // a checkout draft holds its site, and how long a request to book holds the amount.
  BOOKING_SERVICE_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(800),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  BOOKING_REQUEST_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // Calendar sync (docs/api-calendar-sync.md): minutes between fetches of each imported .ics, and
  // whether fetches may reach private, loopback or link-local addresses (1: tests, local development).
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  CALENDAR_FETCH_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  // Payouts through Stripe Connect (decision 0018): hours between two automatic transfers of every
  // active connected account's balance.
  PAYOUT_TRANSFER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // Web push (docs/api-alerts.md "Web push"): the VAPID key pair (`npm start` generates one into
  // .data/local-secrets.json; both unset: push is off) and the contact push services may write to.
  VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key (32 bytes)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .default('mailto:support@campwise.example'),
  // 1 lets subscriptions use http:// loopback and private-address push services (tests, local
  // development only); 0 accepts only https:// services on public addresses, as the server POSTs to them.
  PUSH_ALLOW_INSECURE_ENDPOINTS: z.enum(['0', '1']).default('0'),
  // Text messages (claim verification codes). All three unset: the local outbox (sms_outbox).
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number (+19705550100) or a Messaging Service SID')
    .optional(),
  // Where Twilio requests go: Twilio's API unless set (tests use a local server).
  TWILIO_API_URL: httpUrl.optional(),
  // The trip planner's road router (OSRM-compatible); unset: great-circle routes, labelled as such.
  ROUTING_URL: httpUrl.optional(),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

const S3_REQUIRED = [
  'PHOTO_S3_ENDPOINT',
  'PHOTO_S3_BUCKET',
  'PHOTO_S3_ACCESS_KEY_ID',
  'PHOTO_S3_SECRET_ACCESS_KEY',
  'PHOTO_S3_PUBLIC_URL',
] as const;

/** Parses an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  const lines = result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && (result.data.ADMIN_EMAIL === undefined) !== (result.data.ADMIN_PASSWORD === undefined)) {
    const missing = result.data.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    lines.push(
      `  ${missing}: must be set together with ${missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}`,
    );
  }
  if (result.success && result.data.PHOTO_STORAGE === 's3') {
    for (const name of S3_REQUIRED) {
      if (result.data[name] === undefined) lines.push(`  ${name}: must be set when PHOTO_STORAGE is s3`);
    }
  }
  if (result.success && result.data.STRIPE_SECRET_KEY !== undefined) {
    for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (result.data[name] === undefined) lines.push(`  ${name}: must be set when STRIPE_SECRET_KEY is set`);
    }
  }
  if (result.success) {
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    const set = twilio.filter((name) => result.data[name] !== undefined);
    if (set.length > 0 && set.length < twilio.length) {
      for (const name of twilio)
        if (result.data[name] === undefined) lines.push(`  ${name}: must be set with ${set.join(', ')}`);
    }
  }
  if (
    result.success &&
    (result.data.VAPID_PUBLIC_KEY === undefined) !== (result.data.VAPID_PRIVATE_KEY === undefined)
  ) {
    const missing = result.data.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    lines.push(`  ${missing}: must be set together with the other VAPID key`);
  }
  if (!result.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return result.data;
}

let cached: Config | undefined;

/** The process's configuration; exits with a readable message when a variable is bad. */
export function loadConfig(): Config {
  cached ??= exitOnConfigError(() => parseConfig(process.env));
  return cached;
}

const databaseSchema = schema.pick({ DATABASE_URL: true, PGLITE_DATA_DIR: true });
export type DatabaseConfig = z.infer<typeof databaseSchema>;

/** Only the database settings, for tasks that need nothing else (`npm run migrate`). */
export function loadDatabaseConfig(): DatabaseConfig {
  return exitOnConfigError(() => {
    const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
    const result = databaseSchema.safeParse(cleaned);
    if (result.success) return result.data;
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  });
}

function exitOnConfigError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
