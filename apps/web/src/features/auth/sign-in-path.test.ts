import { describe, expect, it } from 'vitest';
import { authPagePath, pathWithQuery, signInPathFor } from './sign-in-path';

describe('sign-in paths', () => {
  it('send a visitor without a session to sign in and back', () => {
    expect(signInPathFor('/account?tab=password')).toBe(
      '/signin?error=SessionRequired&callbackUrl=%2Faccount%3Ftab%3Dpassword',
    );
  });

  it('carry a redirect unless it is the home page', () => {
    expect(authPagePath('/signup', '/camping/utah')).toBe('/signup?redirect=%2Fcamping%2Futah');
    expect(authPagePath('/signin', '/')).toBe('/signin');
    expect(authPagePath('/signin', null)).toBe('/signin');
  });

  it("rebuild a page's path with its query", () => {
    expect(pathWithQuery('/account', { tab: 'password', a: ['1', '2'], none: undefined })).toBe(
      '/account?tab=password&a=1&a=2',
    );
    expect(pathWithQuery('/account', {})).toBe('/account');
  });
});
