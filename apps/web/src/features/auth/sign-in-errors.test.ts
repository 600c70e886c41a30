import { describe, expect, it } from 'vitest';
import { signInNoticeFromQuery, signInNoticeFromResult, signUpErrorText } from './sign-in-errors';

const INVALID = 'Your email address and/or password is incorrect. Please check them and try again.';

describe('signInNoticeFromQuery', () => {
  it('words wrong credentials and moves focus to the password', () => {
    expect(signInNoticeFromQuery('invalid_grant')).toEqual({ tone: 'error', message: INVALID, focusPassword: true });
    expect(signInNoticeFromQuery('CredentialsSignin')?.message).toBe(INVALID);
  });

  it('asks to sign in when a page required a session', () => {
    expect(signInNoticeFromQuery('SessionRequired')).toEqual({
      tone: 'info',
      message: 'Please sign in to continue.',
      focusPassword: false,
    });
  });

  it('names a sign-in refused for too many attempts (a known text)', () => {
    expect(signInNoticeFromQuery('Too many attempts — try again in a minute')).toEqual({
      tone: 'error',
      message: 'Too many attempts — try again in a minute',
      focusPassword: false,
    });
  });

  it('says "Could not sign in." for anything else, never echoing the link', () => {
    expect(signInNoticeFromQuery('OAuthCallback')?.message).toBe('Could not sign in.');
    expect(signInNoticeFromQuery('Call 555-0100 to unlock your account')?.message).toBe('Could not sign in.');
    expect(signInNoticeFromQuery(null)).toBeNull();
  });
});

describe('signInNoticeFromResult', () => {
  it("shows the server's own wording", () => {
    expect(signInNoticeFromResult('invalid_grant').message).toBe(INVALID);
    expect(signInNoticeFromResult('Too many sign-in attempts. Please wait a minute and try again.').message).toBe(
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
  });
});

describe('signUpErrorText', () => {
  it('words invalid_grant and shows other errors raw', () => {
    expect(signUpErrorText('invalid_grant')).toBe('Invalid email and/or password');
    expect(signUpErrorText('Something broke')).toBe('Something broke');
    expect(signUpErrorText(null)).toBeNull();
  });
});
