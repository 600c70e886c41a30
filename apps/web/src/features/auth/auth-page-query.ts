// The query strings of /signin and /signup (spec section 2), read in one place.
import { AUTH_TEXT } from '@campwise/domain';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { signUpErrorText } from './sign-in-errors';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

// Headings come from links anyone can write; a sentence is plenty and keeps the card intact.
const MAX_TEXT_LENGTH = 120;

function first(value: string | string[] | undefined): string | null {
  const item = Array.isArray(value) ? value[0] : value;
  return item === undefined || item === '' ? null : item;
}

function text(value: string | string[] | undefined): string | null {
  const item = first(value)?.trim();
  return item ? item.slice(0, MAX_TEXT_LENGTH) : null;
}

export interface SignInPageQuery {
  heading: string;
  subtitle: string | null;
  /** Prefilled email (`username`). */
  email: string;
  /** next-auth's or our error code; the form words it. */
  error: string | null;
  /** Where to go after signing in: `redirect`, else next-auth's `callbackUrl`, else home. */
  redirect: string;
}

export function parseSignInQuery(params: SearchParams, origin: string): SignInPageQuery {
  return {
    heading: text(params.title) ?? AUTH_TEXT.signInTitle,
    subtitle: text(params.subtitle),
    email: first(params.username)?.trim().slice(0, 254) ?? '',
    error: first(params.error),
    redirect: safeRedirectPath(first(params.redirect) ?? first(params.callbackUrl), origin),
  };
}

export interface SignUpPageQuery {
  heading: string;
  subtitle: string | null;
  /** Already worded for display (spec section 8). */
  error: string | null;
  redirect: string;
  /** The return address to carry in links; null in embedded mode, which omits it. */
  carriedRedirect: string | null;
}

export function parseSignUpQuery(params: SearchParams, origin: string, defaultHeading: string): SignUpPageQuery {
  const embedded = first(params.embedded) === '1';
  const redirect = embedded ? '/' : safeRedirectPath(first(params.redirect) ?? first(params.callbackUrl), origin);
  return {
    heading: text(params.title) ?? defaultHeading,
    subtitle: text(params.subtitle),
    error: signUpErrorText(first(params.error)),
    redirect,
    carriedRedirect: embedded ? null : redirect,
  };
}
