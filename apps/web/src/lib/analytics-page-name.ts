// The analytics page name of a path, where the spec gives one (section 2, Routes): /magazine is
// 'Magazine', and any path containing /media is 'Campground Media' (the media overlay's address).
// Other paths have no special name: null, and the caller falls back to its own naming.

export const MAGAZINE_PAGE_NAME = 'Magazine';
export const CAMPGROUND_MEDIA_PAGE_NAME = 'Campground Media';

export function analyticsPageName(pathname: string): string | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('/media')) return CAMPGROUND_MEDIA_PAGE_NAME;
  if (path === '/magazine' || path.startsWith('/magazine/')) return MAGAZINE_PAGE_NAME;
  return null;
}
