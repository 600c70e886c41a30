// Linkable overlays live in the query string — `overlay={kind}` and their own values under
// `overlay-{name}` keys — so a link or a reload opens them again. Everything else in the URL is
// "the page": when it changes, every overlay is cleared (spec section 4), except on /media paths
// where the media overlay moves from photo to photo and whatever is open over it stays.

export const OVERLAY_PARAM = 'overlay';
const VALUE_PREFIX = `${OVERLAY_PARAM}-`;

export interface LinkedOverlay {
  kind: string;
  values: Record<string, string>;
}

/** Spec section 2: "paths containing /media … overlays stay open there". */
export function isMediaPath(pathname: string): boolean {
  return pathname.includes('/media');
}

/**
 * Whether moving from page `previous` to page `next` (both pageKey()s) clears every overlay: any
 * change of path or query does, unless the new path is a media path.
 */
export function clearsOverlays(previous: string, next: string, pathname: string): boolean {
  return previous !== next && !isMediaPath(pathname);
}

function isOverlayKey(key: string): boolean {
  return key === OVERLAY_PARAM || key.startsWith(VALUE_PREFIX);
}

/** The path and query without the overlay's own keys: what must change for overlays to clear. */
export function pageKey(pathname: string, query: URLSearchParams): string {
  const rest = new URLSearchParams([...query].filter(([key]) => !isOverlayKey(key)));
  const search = rest.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The overlay the URL asks for, if any. */
export function linkedOverlay(query: URLSearchParams): LinkedOverlay | null {
  const kind = query.get(OVERLAY_PARAM);
  if (!kind) return null;
  const values: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key.startsWith(VALUE_PREFIX)) values[key.slice(VALUE_PREFIX.length)] = value;
  }
  return { kind, values };
}

/** `href` (path and query) with `overlay` written into it, or taken out when null. */
export function withLinkedOverlay(pathname: string, query: URLSearchParams, overlay: LinkedOverlay | null): string {
  const next = new URLSearchParams([...query].filter(([key]) => !isOverlayKey(key)));
  if (overlay) {
    next.set(OVERLAY_PARAM, overlay.kind);
    for (const [name, value] of Object.entries(overlay.values)) next.set(`${VALUE_PREFIX}${name}`, value);
  }
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
