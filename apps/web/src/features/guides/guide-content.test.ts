import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { parseCategory, parseGuide } from './guide-document';
import { readGuideLibrary } from './guide-library.server';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const DESCRIPTION = 'A practical guide to something campers want to know, long enough to be a description.';

function guideText(fields: Record<string, string>, body = 'Some prose.\n'): string {
  const lines = Object.entries({
    title: 'A guide',
    description: DESCRIPTION,
    date: '2026-11-01',
    author: 'Editors',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

describe('parseFrontMatter', () => {
  it('splits key: value lines from the body, unquoting values and skipping comments', () => {
    const file = parseFrontMatter(`---\ntitle: 'Boondocking: the rules'\n# a note\nauthor: "Ed"\n\n---\n# Body\n`);
    expect(file.attributes).toEqual({ title: 'Boondocking: the rules', author: 'Ed' });
    expect(file.body).toBe('# Body\n');
  });

  it('reads a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text')).toEqual({ attributes: {}, body: 'Just text' });
  });

  it('refuses lines it cannot read and keys given twice', () => {
    expect(() => parseFrontMatter('---\njust words\n---\n')).toThrow(/line 1 is not "key: value"/);
    expect(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\n')).toThrow(/"title" twice/);
  });
});

describe('parseGuide', () => {
  it('types the front matter: featured as a boolean, updated defaulting to the date', () => {
    const guide = parseGuide('free-camping', 'utah', guideText({ featured: 'true' }, '## Where\n'));
    expect(guide).toMatchObject({
      category: 'free-camping',
      slug: 'utah',
      title: 'A guide',
      date: '2026-11-01',
      updated: '2026-11-01',
      featured: true,
      body: '## Where\n',
    });
    expect(parseGuide('a', 'b', guideText({ updated: '2026-11-20' })).updated).toBe('2026-11-20');
    expect(parseGuide('a', 'b', guideText({})).featured).toBe(false);
  });

  it('names the file and field that is wrong', () => {
    expect(() => parseGuide('a', 'b', guideText({ title: '' }))).toThrow('guides/a/b.md: front matter "title"');
    expect(() => parseGuide('a', 'b', guideText({ date: '2026-13-45' }))).toThrow(/"date"/);
    expect(() => parseGuide('a', 'b', guideText({ description: 'Too short' }))).toThrow(/"description"/);
    expect(() => parseGuide('a', 'Bad_Slug', guideText({}))).toThrow(/not a URL slug/);
  });

  it('reads a category with its order and introduction', () => {
    const category = parseCategory(
      'rv-camping',
      `---\ntitle: RV camping\ndescription: ${DESCRIPTION}\norder: 2\n---\nIntro.\n`,
    );
    expect(category).toEqual({
      slug: 'rv-camping',
      title: 'RV camping',
      description: DESCRIPTION,
      order: 2,
      intro: 'Intro.\n',
    });
  });
});

describe('readGuideLibrary', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  function library(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'guides', name)), { recursive: true });
      writeFileSync(path.join(dir, 'guides', name), text);
    }
    return readGuideLibrary(dir);
  }

  const CATEGORY = `---\ntitle: Free camping\ndescription: ${DESCRIPTION}\norder: 1\n---\n`;

  it('reads categories and their guides, newest first, leaving out _category.md and other files', () => {
    const { categories, guides } = library({
      'free-camping/_category.md': CATEGORY,
      'free-camping/older.md': guideText({ title: 'Older', date: '2026-01-01' }),
      'free-camping/newer.md': guideText({ title: 'Newer', date: '2026-06-01' }),
      'free-camping/notes.txt': 'not a guide',
    });
    expect(categories.map((category) => category.slug)).toEqual(['free-camping']);
    expect(guides.map((guide) => guide.slug)).toEqual(['newer', 'older']);
  });

  it('fails on a guide whose data block is malformed, naming the block', () => {
    expect(() =>
      library({
        'free-camping/_category.md': CATEGORY,
        'free-camping/bad.md': guideText({}, '```campgrounds\nfree: yes\n```\n'),
      }),
    ).toThrow(/campgrounds block: "free"/);
  });

  it('fails on a category folder without _category.md', () => {
    expect(() => library({ 'lost/guide.md': guideText({}) })).toThrow(/_category\.md/);
  });
});

describe('the guides in the repository', () => {
  const { categories, guides } = readGuideLibrary(CONTENT_DIR);

  it('has at least three categories, each with guides, and every guide in a known category', () => {
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const slugs = new Set(categories.map((category) => category.slug));
    for (const category of categories) {
      expect(
        guides.some((guide) => guide.category === category.slug),
        category.slug,
      ).toBe(true);
    }
    for (const guide of guides) expect(slugs.has(guide.category), guide.slug).toBe(true);
    expect(guides.length).toBeGreaterThanOrEqual(6);
  });

  it('links only to guides that exist', () => {
    const paths = new Set(guides.map((guide) => `/guides/${guide.category}/${guide.slug}`));
    for (const guide of guides) {
      for (const [, target] of guide.body.matchAll(/\]\((\/guides\/[^)#]+)\)/g)) {
        expect(paths.has(target!), `${guide.slug} → ${target}`).toBe(true);
      }
    }
  });
});
