// Links into the sign-in and sign-up pages that carry where to go afterwards.

export const SESSION_REQUIRED_ERROR = 'SessionRequired';

/** Where requireSession() sends a visitor without a session. */
export function signInPathFor(returnPath: string): string {
  return `/signin?${new URLSearchParams({ error: SESSION_REQUIRED_ERROR, callbackUrl: returnPath })}`;
}

/** "/signin" or "/signup" with `redirect` unless it is the default, the home page. */
export function authPagePath(page: '/signin' | '/signup', redirect: string | null): string {
  return redirect && redirect !== '/' ? `${page}?${new URLSearchParams({ redirect })}` : page;
}

/** A page's path with its query string, for callback urls. */
export function pathWithQuery(
  pathname: string,
  searchParams: Readonly<Record<string, string | string[] | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
