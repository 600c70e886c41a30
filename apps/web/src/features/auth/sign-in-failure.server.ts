// What a failed sign-in reports back through next-auth. The text travels in the `error` query
// parameter of next-auth's answer; the sign-in form turns "invalid_grant" into the spec's message
// and shows any other text as it is, so every other value here is already worded for people.
import { SIGN_IN_ERRORS } from '@campwise/domain';
import { TokenRequestError } from './accounts-api.server';

export const INVALID_GRANT = 'invalid_grant';
export function signInFailure(error: unknown, { passwordGrant }: { passwordGrant: boolean }): string {
  if (!(error instanceof TokenRequestError)) return SIGN_IN_ERRORS.other;
  // One wording on every sign-in screen, whatever the API's description says (issue 12): a
  // correct password is refused too until the minute is over, and the text says so.
  if (error.code === 'too_many_requests' || error.status === 429) return SIGN_IN_ERRORS.tooManyAttempts;
  // A missing email or password is "incorrect credentials" to the person typing them; a rejected
  // Google credential is not about a password, so it stays the general message.
  if (passwordGrant && (error.code === 'invalid_grant' || error.code === 'invalid_request')) return INVALID_GRANT;
  return SIGN_IN_ERRORS.other;
}
