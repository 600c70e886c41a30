import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'https://campwise.example';

describe('safeRedirectPath', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectPath('/account', origin)).toBe('/account');
    expect(safeRedirectPath('/camping/utah?page=2#map', origin)).toBe('/camping/utah?page=2#map');
  });

  it("accepts next-auth's absolute callbackUrl on this origin", () => {
    expect(safeRedirectPath('https://campwise.example/account?x=1', origin)).toBe('/account?x=1');
  });

  it.each([
    'https://evil.example/account',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' /account',
    'javascript:alert(1)',
    'http://campwise.example/account',
    'account',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value, origin)).toBe('/');
  });

  it('rejects non-strings and uses the fallback given', () => {
    expect(safeRedirectPath(undefined, origin)).toBe('/');
    expect(safeRedirectPath(['/a', '/b'], origin, '/account')).toBe('/account');
  });

  it('does not return to the sign-in and sign-up pages or API routes', () => {
    expect(safeRedirectPath('/signin?error=x', origin)).toBe('/');
    expect(safeRedirectPath('/signup/email', origin)).toBe('/');
    expect(safeRedirectPath('/api/auth/signout', origin)).toBe('/');
    expect(safeRedirectPath('/signing-tips', origin)).toBe('/signing-tips');
  });
});
