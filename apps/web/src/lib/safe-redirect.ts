// Where to send someone after signing in or up. The address arrives in the query string, so it
// is untrusted: only a path on this site is accepted, never another origin (an open redirect
// would let a link to our sign-in page forward people to a look-alike site).

// Going "back" to these after signing in would show a form to someone who just finished it.
const NO_RETURN_PREFIXES = ['/signin', '/signup', '/forgotpassword', '/password/reset', '/api/'];

/**
 * A same-origin path (with query and hash) from `value`, or `fallback`. `origin` is this
 * site's origin; next-auth's callbackUrl is absolute, so an absolute URL on this origin is fine.
 */
export function safeRedirectPath(value: unknown, origin: string, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  // Browsers drop tabs, newlines and leading spaces from URLs, which can turn "/\t/x" into "//x".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return fallback;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!absolute && (!value.startsWith('/') || value.startsWith('//'))) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const isAuthPage = NO_RETURN_PREFIXES.some(
    (prefix) => url.pathname === prefix || url.pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  return isAuthPage ? fallback : path;
}
