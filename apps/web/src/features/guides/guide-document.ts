// A guide (or the what's-new changelog) as a file holds it: front matter checked against a
// schema, and the Markdown body. Pure module: reading files is guide-library.server.ts's job.
import { z } from 'zod';
import { parseFrontMatter } from './front-matter';

/** URL slugs of categories and guides: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected a real date');

const guideAttributesSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(50).max(200),
  date: isoDate,
  updated: isoDate.optional(),
  author: z.string().min(1).max(80),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const categoryAttributesSchema = z.object({
  title: z.string().min(1).max(80),
  description: z.string().min(50).max(200),
  order: z.string().regex(/^\d+$/).transform(Number),
});

export interface Guide {
  category: string;
  slug: string;
  title: string;
  description: string;
  /** First published, YYYY-MM-DD. */
  date: string;
  /** Last revised, YYYY-MM-DD; the publication date when never revised. */
  updated: string;
  author: string;
  featured: boolean;
  /** Markdown, with data blocks (data-blocks.ts). */
  body: string;
}

export interface GuideCategory {
  slug: string;
  title: string;
  description: string;
  order: number;
  /** Markdown introduction shown above the category's guides. */
  intro: string;
}

function checked<T>(schema: z.ZodType<T>, attributes: Record<string, string>, file: string): T {
  const result = schema.safeParse(attributes);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${file}: front matter "${issue.path.join('.')}": ${issue.message}`);
}

function checkSlug(slug: string, file: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`${file}: "${slug}" is not a URL slug`);
}

export function parseGuide(category: string, slug: string, text: string): Guide {
  const file = `guides/${category}/${slug}.md`;
  checkSlug(category, file);
  checkSlug(slug, file);
  const { attributes, body } = parseFrontMatter(text);
  const fields = checked(guideAttributesSchema, attributes, file);
  return { category, slug, ...fields, updated: fields.updated ?? fields.date, body };
}

export function parseCategory(slug: string, text: string): GuideCategory {
  const file = `guides/${slug}/_category.md`;
  checkSlug(slug, file);
  const { attributes, body } = parseFrontMatter(text);
  return { slug, ...checked(categoryAttributesSchema, attributes, file), intro: body };
}

/** Newest first; the title breaks a tie so the order never depends on the file system. */
export function byNewest(a: Guide, b: Guide): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
