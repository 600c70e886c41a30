import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './config.server';
import { contentSecurityPolicy } from './content-security-policy';

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0';

function directives(env: Record<string, string>, development = false): Map<string, string[]> {
  const policy = contentSecurityPolicy(parseServerConfig(env), { nonce: NONCE, development });
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only this origin and the request nonce to run scripts, and no one to frame a page', () => {
    const policy = directives({});
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(['blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('names no third party when nothing is configured', () => {
    const policy = contentSecurityPolicy(parseServerConfig({}), { nonce: NONCE, development: false });
    expect(policy).not.toMatch(/stripe|google|crisp|doubleclick|sentry|https:/);
  });

  it('allows Stripe.js, its API and its frames only when Stripe is configured', () => {
    const policy = directives({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
  });

  it('widens for each configured service, for what it loads', () => {
    const policy = directives({
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
      NEXT_PUBLIC_SENTRY_DSN: 'https://public@o42.ingest.sentry.io/7',
      NEXT_PUBLIC_SUPPORT_CHAT_ID: '5c4b0e46-4b52-4c33-9d3e-1d5e0f0e0a11',
      NEXT_PUBLIC_AD_NETWORK_ID: '1234567',
      GOOGLE_CLIENT_ID: 'google-id',
      MAP_STYLE_URL: 'https://tiles.example.org/styles/outdoor.json',
      PHOTO_S3_PUBLIC_URL: 'https://photos.example-cdn.com/campwise',
    });
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://client.crisp.chat',
        'https://securepubads.g.doubleclick.net',
        'https://accounts.google.com/gsi/client',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://o42.ingest.sentry.io',
        'https://tiles.example.org',
        'wss://client.relay.crisp.chat',
        'https://*.google-analytics.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://photos.example-cdn.com', 'https://tiles.example.org']),
    );
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://*.doubleclick.net']));
    // The DSN's key is not a source; Stripe is still not configured.
    expect([...policy.values()].flat().join(' ')).not.toMatch(/public@|stripe/);
  });

  it("lets React's development build evaluate code under `next dev` only", () => {
    expect(directives({}, true).get('script-src')).toContain("'unsafe-eval'");
    expect(directives({}, false).get('script-src')).not.toContain("'unsafe-eval'");
  });
});
