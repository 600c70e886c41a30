// Counts the pages a tab shows during one visit, so the app prompts can let the landing page be.
// A visit is the tab's session storage: it survives reloads and in-site navigation, and a new tab
// (a link opened from a search result, a shared link) starts a new visit.

import type { KeyValueStorage } from '@/lib/browser-storage';

const KEY = 'visit:pages';

/** Counts one more page for this visit and returns the count, the current page included. */
export function countVisitPage(storage: KeyValueStorage | null): number {
  if (!storage) return 1;
  const seen = Number.parseInt(storage.getItem(KEY) ?? '0', 10);
  const pages = (Number.isFinite(seen) && seen > 0 ? seen : 0) + 1;
  storage.setItem(KEY, String(pages));
  return pages;
}

/** The tab's session storage, or null where there is none or it is blocked. */
export function visitStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
