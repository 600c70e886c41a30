// The breadcrumb trail of the guides pages, for both the visible breadcrumbs and the JSON-LD.
import type { Guide, GuideCategory } from './guide-document';
import { categoryPath, GUIDES_PATH, guidePath } from './guide-paths';

export interface TrailStep {
  label: string;
  path: string;
}

export function guidesTrail(category?: GuideCategory, guide?: Guide): TrailStep[] {
  const trail: TrailStep[] = [
    { label: 'Home', path: '/' },
    { label: 'Guides', path: GUIDES_PATH },
  ];
  if (category) trail.push({ label: category.title, path: categoryPath(category.slug) });
  if (guide) trail.push({ label: guide.title, path: guidePath(guide) });
  return trail;
}
