import { SIGN_IN_ERRORS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { TokenRequestError } from './accounts-api.server';
import { signInFailure } from './sign-in-failure.server';

describe('signInFailure', () => {
  const password = { passwordGrant: true };

  it('reports wrong credentials as invalid_grant', () => {
    expect(signInFailure(new TokenRequestError(400, 'invalid_grant', 'Wrong email or password'), password)).toBe(
      'invalid_grant',
    );
  });

  // Issue 12 changed this: the API's own description is no longer shown, the screen's words are.
  it('says "Too many attempts — try again in a minute" whenever the API answers 429', () => {
    const error = new TokenRequestError(
      429,
      'too_many_requests',
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
    expect(signInFailure(error, password)).toBe('Too many attempts — try again in a minute');
    expect(signInFailure(new TokenRequestError(429, 'server_error', null), password)).toBe(
      SIGN_IN_ERRORS.tooManyAttempts,
    );
  });

  it('says "Could not sign in." for anything else, and for a refused Google credential', () => {
    expect(signInFailure(new TypeError('fetch failed'), password)).toBe(SIGN_IN_ERRORS.other);
    expect(signInFailure(new TokenRequestError(500, 'server_error', null), password)).toBe(SIGN_IN_ERRORS.other);
    expect(signInFailure(new TokenRequestError(400, 'invalid_grant', null), { passwordGrant: false })).toBe(
      SIGN_IN_ERRORS.other,
    );
  });
});
