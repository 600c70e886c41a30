import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite, websiteDomain } from './business-email.ts';

describe('websiteDomain', () => {
  it('reads the host of a URL with or without a scheme, without www', () => {
    expect(websiteDomain('https://www.AspenGrove.com/contact')).toBe('aspengrove.com');
    expect(websiteDomain('aspengrove.com')).toBe('aspengrove.com');
    expect(websiteDomain('http://camp.aspengrove.com')).toBe('camp.aspengrove.com');
  });

  it('has no domain for shared platforms, free mail hosts, bare words and blanks', () => {
    expect(websiteDomain('https://www.facebook.com/aspengrove')).toBeNull();
    expect(websiteDomain('https://aspengrove.wixsite.com/home')).toBeNull();
    expect(websiteDomain('gmail.com')).toBeNull();
    expect(websiteDomain('localhost')).toBeNull();
    expect(websiteDomain('')).toBeNull();
    expect(websiteDomain(null)).toBeNull();
  });
});

describe('emailMatchesWebsite', () => {
  it('matches the domain and its subdomains, any case', () => {
    expect(emailMatchesWebsite('owner@aspengrove.com', 'aspengrove.com')).toBe(true);
    expect(emailMatchesWebsite('Owner@Mail.AspenGrove.com', 'aspengrove.com')).toBe(true);
  });

  it('refuses other domains, look-alikes and free mail', () => {
    expect(emailMatchesWebsite('owner@aspengrove.co', 'aspengrove.com')).toBe(false);
    expect(emailMatchesWebsite('owner@notaspengrove.com', 'aspengrove.com')).toBe(false);
    expect(emailMatchesWebsite('aspengrove.com@gmail.com', 'aspengrove.com')).toBe(false);
    expect(emailMatchesWebsite('owner@gmail.com', 'gmail.com')).toBe(false);
  });
});
