// Where the support widget stays out of the way (spec section 2): the PRO pages and their
// checkout, the map search, the manager portal, the special offer and the booking checkout.
// Those are buying or working screens with their own controls in every corner.

/** Hidden on the path and every path below it. */
const HIDDEN_WITH_SUBPATHS = ['/pro', '/manager', '/checkout'];
/** Hidden on the path itself (they have no pages below). */
const HIDDEN_EXACTLY = ['/search', '/special-offer'];

export function supportHiddenOn(pathname: string): boolean {
  // One trailing slash names the same page (/search/ is /search); the query never counts.
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  if (HIDDEN_EXACTLY.includes(path)) return true;
  return HIDDEN_WITH_SUBPATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
