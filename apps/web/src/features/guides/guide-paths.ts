// The guides' and magazine's URLs. Pure module.

export const GUIDES_PATH = '/guides';
export const MAGAZINE_PATH = '/magazine';

export function categoryPath(category: string): string {
  return `${GUIDES_PATH}/${encodeURIComponent(category)}`;
}

export function guidePath(guide: { category: string; slug: string }): string {
  return `${categoryPath(guide.category)}/${encodeURIComponent(guide.slug)}`;
}
