// Where the support widget stays out of the way (spec section 2): the PRO pages and their
// checkout, the map search, the manager portal, the special offer and the booking checkout.
// Those are buying or working screens with their own controls in every corner.

/** Hidden on the path and every path below it ("paths under", as the spec says). */
const HIDDEN_UNDER = ['/pro', '/search', '/manager', '/special-offer', '/checkout'];

export function supportHiddenOn(pathname: string): boolean {
  // One trailing slash names the same page (/search/ is /search); the query never counts.
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return HIDDEN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
