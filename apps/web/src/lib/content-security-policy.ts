// The pages' Content-Security-Policy (docs/decisions/0024-security-headers.md). Scripts run only
// from this origin or with the request's nonce (Next.js puts it on its own inline scripts); each
// third party the site can use is allowed only when its setting is on, for just what it loads.
import type { ServerConfig } from './config.server';

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'media-src';

type Sources = Partial<Record<Directive, readonly string[]>>;

// Each third party's hosts, from its own CSP guide.
const STRIPE: Sources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};
const TAG_MANAGER: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const CRISP: Sources = {
  'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  'style-src': ['https://client.crisp.chat'],
  'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  'font-src': ['https://client.crisp.chat'],
  'media-src': ['https://client.crisp.chat'],
  'connect-src': [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
  ],
  'worker-src': ['https://client.crisp.chat'],
};
// Google Publisher Tag: the tag, its requests, and the ads themselves in frames.
const AD_NETWORK: Sources = {
  'script-src': [
    'https://securepubads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
  ],
  'connect-src': ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
  'img-src': ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
  'frame-src': ['https://*.doubleclick.net', 'https://*.googlesyndication.com'],
};
const GOOGLE_ONE_TAP: Sources = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'frame-src': ['https://accounts.google.com/gsi/'],
};

export interface PolicyOptions {
  /** This request's nonce (base64), the only way an inline script runs. */
  nonce: string;
  /** `next dev`: React's development build evaluates code for its error overlay. */
  development: boolean;
}

export type PolicyConfig = Pick<ServerConfig, 'apiServices' | 'browser'>;

function originOf(url: string | null): string | null {
  return url ? new URL(url).origin : null;
}

/** What the configured services add, directive by directive. */
function configuredSources(config: PolicyConfig): Sources[] {
  const { browser, apiServices } = config;
  const added: Sources[] = [];
  if (apiServices.stripe) added.push(STRIPE);
  if (browser.gtmId) added.push(TAG_MANAGER);
  if (browser.supportChatId) added.push(CRISP);
  if (browser.adNetworkId) added.push(AD_NETWORK);
  if (browser.googleClientId) added.push(GOOGLE_ONE_TAP);
  // The Sentry SDK is bundled; it only sends events to the DSN's host.
  const sentry = originOf(browser.sentryDsn);
  if (sentry) added.push({ 'connect-src': [sentry] });
  // A hosted map style: MapLibre fetches the style, its tiles, sprites and glyphs from its host.
  const mapStyle = originOf(browser.mapStyleUrl);
  if (mapStyle) added.push({ 'connect-src': [mapStyle], 'img-src': [mapStyle] });
  if (apiServices.photoOrigin) added.push({ 'img-src': [apiServices.photoOrigin] });
  return added;
}

/** The Content-Security-Policy header of a page answer. */
export function contentSecurityPolicy(config: PolicyConfig, { nonce, development }: PolicyOptions): string {
  const sources: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    // No 'strict-dynamic': it would let any script a page script adds run, whatever its host.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])],
    // React renders style attributes, and MapLibre's and the chat's styles are inline: styles
    // cannot run code, so inline ones are allowed rather than tracked with the nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons and MapLibre's images, blob: for photo previews before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // blob: for documents this page made itself (an admin's claim document opened in a tab,
    // which inherits this policy, reads its own bytes).
    'connect-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    // MapLibre's worker is a file of this site; blob: for the workers it may create from code.
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
  };
  for (const added of configuredSources(config)) {
    for (const [directive, hosts] of Object.entries(added) as [Directive, readonly string[]][]) {
      for (const host of hosts) if (!sources[directive].includes(host)) sources[directive].push(host);
    }
  }
  return [
    ...Object.entries(sources).map(([directive, list]) => `${directive} ${list.join(' ')}`),
    // No plugins, except Chrome's PDF viewer showing a blob: document this page made (a claim's
    // deed opened by an admin inherits this policy); only our own scripts can mint blob: URLs.
    'object-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
