// The PRO marker cookie ({product}-pro-user, spec section 3): present while a PRO member is
// signed in, so PRO-only behaviour can be chosen before the session has loaded; cleared on
// sign-out and whenever the signed-in user is not PRO.
import { PRO_USER_COOKIE } from '@campwise/domain';

export function proCookie(isPro: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return isPro ? `${PRO_USER_COOKIE}=true; ${attributes}` : `${PRO_USER_COOKIE}=; Max-Age=0; ${attributes}`;
}

export function hasProCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${PRO_USER_COOKIE}=true`);
}

/** Browser only: sets or clears the cookie when it does not already say the same. */
export function writeProCookie(isPro: boolean): void {
  if (hasProCookie(document.cookie) === isPro) return;
  document.cookie = proCookie(isPro, window.location.protocol === 'https:');
}
