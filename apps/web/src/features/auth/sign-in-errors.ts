// How the sign-in and sign-up screens word next-auth's error codes (spec section 8).
import { SIGN_IN_ERRORS, SIGN_UP_ERRORS } from '@campwise/domain';
import { SESSION_REQUIRED_ERROR } from './sign-in-path';

export interface SignInNotice {
  tone: 'error' | 'info';
  message: string;
  /** Wrong credentials: the password field takes focus (spec section 4). */
  focusPassword: boolean;
}

// "CredentialsSignin" is next-auth's own code for an authorize() that answered null.
const WRONG_CREDENTIALS = new Set(['invalid_grant', 'CredentialsSignin']);

const wrongCredentials: SignInNotice = { tone: 'error', message: SIGN_IN_ERRORS.invalidGrant, focusPassword: true };

/**
 * The `error` query parameter of /signin. Only known codes get their own words: anything else
 * in a link is "Could not sign in.", so nobody can make our page display their text.
 */
export function signInNoticeFromQuery(error: string | null): SignInNotice | null {
  if (!error) return null;
  if (WRONG_CREDENTIALS.has(error)) return wrongCredentials;
  // The server's own wording for a 429 (sign-in-failure.server.ts): known text, safe to show.
  if (error === SIGN_IN_ERRORS.tooManyAttempts) return { tone: 'error', message: error, focusPassword: false };
  if (error === SESSION_REQUIRED_ERROR) {
    return { tone: 'info', message: 'Please sign in to continue.', focusPassword: false };
  }
  return { tone: 'error', message: SIGN_IN_ERRORS.other, focusPassword: false };
}

/**
 * The error of a signIn() call made by this page. The server words these itself (see
 * sign-in-failure.server.ts), so a text other than a known code, such as the API's rate-limit
 * message, is shown as it is.
 */
export function signInNoticeFromResult(error: string): SignInNotice {
  if (WRONG_CREDENTIALS.has(error)) return wrongCredentials;
  return { tone: 'error', message: error || SIGN_IN_ERRORS.other, focusPassword: false };
}

/**
 * A sign-up error (the page's `error` query parameter, or the sign-in right after creating the
 * account): invalid_grant has its own words, anything else is shown raw (spec section 8).
 */
export function signUpErrorText(error: string | null): string | null {
  if (!error) return null;
  return WRONG_CREDENTIALS.has(error) ? SIGN_UP_ERRORS.invalidGrant : error;
}
