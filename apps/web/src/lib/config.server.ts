// The web server's configuration, read from process.env once and validated, so a typo in a
// deployment fails at start-up with the variable named rather than as a broken page later.
// Server-only (".server.ts"): never import this from a client component. Values the browser may
// see are collected under `browser` and handed to client components as props.
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_RANGES, type TrustProxySetting } from './client-address';

// An empty variable (`MAP_STYLE_URL=`) means "not set", as it does in most .env tooling.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Base URLs are joined with paths that start with "/", so a trailing slash would double up.
const baseUrl = httpUrl.transform((url) => url.replace(/\/+$/, ''));

const optionalSecret = z.preprocess(emptyAsUnset, z.string().trim().min(1).optional());

// Whose X-Forwarded-For the web server believes (WEB_TRUST_PROXY): the API's TRUST_PROXY rule, in
// a variable of its own because the two servers have different proxies in front (the API's is
// this server).
// By default only this machine (a reverse proxy on loopback); a browser's own header never counts.
const trustProxy = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .default('loopback')
    .transform((value, context): TrustProxySetting => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.setting;
      context.addIssue({
        code: 'custom',
        message: `"${parsed.bad}" is not an address, CIDR range or one of ${TRUST_PROXY_RANGES.join(', ')} (or false)`,
      });
      return z.NEVER;
    }),
);

// next-auth encrypts the session cookie with a key derived from this; a short one is guessable.
const AUTH_SECRET_MIN_LENGTH = 32;

const envSchema = z
  .object({
    API_URL: z.preprocess(emptyAsUnset, baseUrl.default('http://127.0.0.1:4000')),
    PUBLIC_WEB_URL: z.preprocess(emptyAsUnset, baseUrl.default('http://localhost:3000')),
    WEB_HOST: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('127.0.0.1')),
    WEB_TRUST_PROXY: trustProxy,
    MAP_STYLE_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
    NEXT_PUBLIC_MAP_STYLE_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
    // Google Ad Manager network code (digits): ads come from the network; unset: house ads only.
    NEXT_PUBLIC_AD_NETWORK_ID: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^\d{1,20}$/, 'must be a Google Ad Manager network code (digits)')
        .optional(),
    ),
    // A Crisp website id: the Help button opens Crisp's chat; unset: the contact form.
    NEXT_PUBLIC_SUPPORT_CHAT_ID: z.preprocess(
      emptyAsUnset,
      z.uuid({ error: 'must be a Crisp website id (a UUID)' }).optional(),
    ),
    // A Google Tag Manager container: analytics events also go to its dataLayer; unset: first-party only.
    NEXT_PUBLIC_GTM_ID: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a GTM container id (GTM-…)')
        .optional(),
    ),
    // A Sentry DSN: browser errors are reported there (spec's ignore rules); unset: not reported.
    NEXT_PUBLIC_SENTRY_DSN: z.preprocess(emptyAsUnset, httpUrl.optional()),
    // The API's settings for what the browser loads from elsewhere, read here too so that the
    // Content-Security-Policy allows them (decision 0024): Stripe.js when Stripe is configured,
    // and photos from the bucket's public address when PHOTO_STORAGE is s3.
    STRIPE_PUBLISHABLE_KEY: optionalSecret,
    PHOTO_S3_PUBLIC_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
    NEXTAUTH_SECRET: z.preprocess(
      emptyAsUnset,
      z.string().min(AUTH_SECRET_MIN_LENGTH, `must be at least ${AUTH_SECRET_MIN_LENGTH} characters long`).optional(),
    ),
    OAUTH_CLIENT_SECRET: optionalSecret,
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    APPLE_ID: optionalSecret,
    APPLE_SECRET: optionalSecret,
    FACEBOOK_CLIENT_ID: optionalSecret,
    FACEBOOK_CLIENT_SECRET: optionalSecret,
  })
  .superRefine((env, context) => {
    // After an OAuth sign-in the web server trades the identity for API tokens with this secret;
    // without it those buttons would lead to a failed sign-in every time.
    const oauthConfigured =
      (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) ||
      (env.APPLE_ID && env.APPLE_SECRET) ||
      (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);
    if (oauthConfigured && !env.OAUTH_CLIENT_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['OAUTH_CLIENT_SECRET'],
        message: 'is required when Google, Apple or Facebook sign-in is configured',
      });
    }
  });

/** An OAuth app's credentials; present only when both halves are set. */
export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** NEXTAUTH_SECRET, or null when unset (see auth-secret.server.ts for what happens then). */
  secret: string | null;
  /** The site's public origin, given to next-auth as NEXTAUTH_URL. */
  url: string;
  /** Shared with the API; proves an external_identity token request comes from this server. */
  oauthClientSecret: string | null;
  google: OAuthClientCredentials | null;
  apple: OAuthClientCredentials | null;
  facebook: OAuthClientCredentials | null;
  /** Enables Google one-tap (it needs only the public client id). */
  googleOneTapClientId: string | null;
}

export interface ServerConfig {
  /** Where the Campwise API listens; server components call it directly. */
  apiUrl: string;
  /** The public origin of this site, for canonical URLs and structured data. */
  publicWebUrl: string;
  /** How apps/web/server.mjs listens, and whose forwarding headers it believes. */
  network: {
    /** WEB_HOST: the interface to listen on (loopback unless a deployment opens it). */
    host: string;
    /** WEB_TRUST_PROXY: false, or the proxies (addresses, CIDRs, named ranges) allowed to forward. */
    trustProxy: TrustProxySetting;
  };
  /** Sign-in: next-auth and the identity providers. Secrets: server only. */
  auth: AuthConfig;
  /** What the API is configured with that pages load from other origins (decision 0024). */
  apiServices: {
    /** STRIPE_PUBLISHABLE_KEY is set: card forms load Stripe.js and talk to Stripe. */
    stripe: boolean;
    /** PHOTO_S3_PUBLIC_URL's origin, where photo files come from with S3 storage, or null. */
    photoOrigin: string | null;
  };
  /** Values that are safe to hand to the browser (passed as props to client components). */
  browser: {
    /** A MapLibre style URL to use instead of the built-in offline basemap, or null. */
    mapStyleUrl: string | null;
    /** Google's public OAuth client id for the one-tap prompt, or null to leave it off. */
    googleClientId: string | null;
    /** NEXT_PUBLIC_GTM_ID: the tag manager container, or null for first-party analytics only. */
    gtmId: string | null;
    /** NEXT_PUBLIC_SENTRY_DSN: where browser errors are reported, or null to report none. */
    sentryDsn: string | null;
    /** NEXT_PUBLIC_AD_NETWORK_ID: the ad network's code, or null for house ads only. */
    adNetworkId: string | null;
    /** NEXT_PUBLIC_SUPPORT_CHAT_ID: the chat provider's site id, or null for the contact form. */
    supportChatId: string | null;
  };
}

function credentials(clientId: string | undefined, clientSecret: string | undefined): OAuthClientCredentials | null {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration for the web app: ${problems.join('; ')}`);
  }
  const values = result.data;
  const googleOneTapClientId = values.GOOGLE_CLIENT_ID ?? null;
  return {
    apiUrl: values.API_URL,
    publicWebUrl: values.PUBLIC_WEB_URL,
    network: { host: values.WEB_HOST, trustProxy: values.WEB_TRUST_PROXY },
    auth: {
      secret: values.NEXTAUTH_SECRET ?? null,
      url: values.PUBLIC_WEB_URL,
      oauthClientSecret: values.OAUTH_CLIENT_SECRET ?? null,
      google: credentials(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
      apple: credentials(values.APPLE_ID, values.APPLE_SECRET),
      facebook: credentials(values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET),
      googleOneTapClientId,
    },
    apiServices: {
      stripe: values.STRIPE_PUBLISHABLE_KEY !== undefined,
      photoOrigin: values.PHOTO_S3_PUBLIC_URL ? new URL(values.PHOTO_S3_PUBLIC_URL).origin : null,
    },
    browser: {
      mapStyleUrl: values.MAP_STYLE_URL ?? values.NEXT_PUBLIC_MAP_STYLE_URL ?? null,
      googleClientId: googleOneTapClientId,
      gtmId: values.NEXT_PUBLIC_GTM_ID ?? null,
      sentryDsn: values.NEXT_PUBLIC_SENTRY_DSN ?? null,
      adNetworkId: values.NEXT_PUBLIC_AD_NETWORK_ID ?? null,
      supportChatId: values.NEXT_PUBLIC_SUPPORT_CHAT_ID ?? null,
    },
  };
}

export const serverConfig: ServerConfig = parseServerConfig(process.env);
