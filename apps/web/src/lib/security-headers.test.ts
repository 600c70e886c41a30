import { describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '@campwise/domain';
import { securityHeaders, servedOverHttps } from './security-headers';

describe('securityHeaders', () => {
  it('forbid framing and sniffing, trim referrers, and allow location for this origin only', () => {
    const headers = securityHeaders({ stripe: false, https: false });
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const permissions = headers['permissions-policy']?.split(', ');
    expect(permissions).toEqual(
      expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()', 'payment=()']),
    );
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it("grant payment to Stripe's frame only when Stripe is configured", () => {
    expect(securityHeaders({ stripe: true, https: false })['permissions-policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });

  it('add HSTS over https', () => {
    expect(securityHeaders({ stripe: false, https: true })['strict-transport-security']).toBe(HSTS_VALUE);
  });
});

describe('servedOverHttps', () => {
  it('believes an https public address or the proxy in front', () => {
    expect(servedOverHttps('https://campwise.example', null)).toBe(true);
    expect(servedOverHttps('http://localhost:3000', 'https')).toBe(true);
    expect(servedOverHttps('http://localhost:3000', 'HTTPS, http')).toBe(true);
    expect(servedOverHttps('http://localhost:3000', 'http')).toBe(false);
    expect(servedOverHttps('http://localhost:3000', null)).toBe(false);
  });
});
