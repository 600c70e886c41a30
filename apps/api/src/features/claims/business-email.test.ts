import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite, websiteDomain } from './business-email.ts';
import { maskEmail, maskPhone, codeMatches, hashVerificationCode, newVerificationCode } from './claim-codes.ts';
import { usPhoneToE164 } from '../sms/sms-sender.ts';

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

describe('codes and hints', () => {
  it('makes six-digit codes that only their own claim hash matches', () => {
    const code = newVerificationCode();
    expect(code).toMatch(/^\d{6}$/);
    const hash = hashVerificationCode(7, code);
    expect(hash).not.toContain(code);
    expect(codeMatches(7, code, hash)).toBe(true);
    expect(codeMatches(8, code, hash)).toBe(false);
  });

  it('masks where a code went', () => {
    expect(maskEmail('contact@aspengrove.com')).toBe('c•••@aspengrove.com');
    expect(maskPhone('+19705550100')).toBe('(•••) •••-0100');
  });

  it('reads US numbers as E.164', () => {
    expect(usPhoneToE164('(970) 555-0100')).toBe('+19705550100');
    expect(usPhoneToE164('1-970-555-0100 x12')).toBe('+19705550100');
    expect(usPhoneToE164('555-0100')).toBeNull();
  });
});
