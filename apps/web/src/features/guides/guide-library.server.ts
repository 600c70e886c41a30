// The guides and categories as the repository holds them: apps/web/content/guides/<category>/
// with a _category.md and one <guide>.md per guide, and content/whats-new.md. Read from disk
// once per process (the files ship with the build and never change while it runs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { byNewest, type Guide, type GuideCategory, parseCategory, parseGuide } from './guide-document';
import { renderGuideMarkdown } from './guide-markdown';

export interface GuideLibrary {
  categories: GuideCategory[];
  guides: Guide[];
}

// The server runs from apps/web (next build, next start) or from the repository root (npm start,
// the browser tests' stack): the content folder is found from either.
function contentDir(): string {
  const candidates = [path.join(process.cwd(), 'content'), path.join(process.cwd(), 'apps', 'web', 'content')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'guides')));
  if (!found) throw new Error(`No content folder with guides/ in ${candidates.join(' or ')}`);
  return found;
}

/** Reads and checks every guide (its data blocks too); throws naming the first bad file. */
export function readGuideLibrary(root: string): GuideLibrary {
  const guidesDir = path.join(root, 'guides');
  const categories: GuideCategory[] = [];
  const guides: Guide[] = [];
  for (const entry of readdirSync(guidesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(guidesDir, entry.name);
    categories.push(parseCategory(entry.name, readFileSync(path.join(dir, '_category.md'), 'utf8')));
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.md') || file.startsWith('_')) continue;
      const guide = parseGuide(entry.name, file.slice(0, -'.md'.length), readFileSync(path.join(dir, file), 'utf8'));
      renderGuideMarkdown(guide.body);
      guides.push(guide);
    }
  }
  categories.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  guides.sort(byNewest);
  return { categories, guides };
}

let library: GuideLibrary | null = null;

export function guideLibrary(): GuideLibrary {
  library ??= readGuideLibrary(contentDir());
  return library;
}

export function findCategory(slug: string): GuideCategory | null {
  return guideLibrary().categories.find((category) => category.slug === slug) ?? null;
}

export function findGuide(category: string, slug: string): Guide | null {
  return guideLibrary().guides.find((guide) => guide.category === category && guide.slug === slug) ?? null;
}

export function guidesIn(category: string): Guide[] {
  return guideLibrary().guides.filter((guide) => guide.category === category);
}

/** content/whats-new.md: the changelog of features, Markdown. */
export function readWhatsNewChangelog(): string {
  return readFileSync(path.join(contentDir(), 'whats-new.md'), 'utf8');
}
