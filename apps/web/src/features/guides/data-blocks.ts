// Data blocks: fenced code blocks in a guide whose language names live data to show there, e.g.
//
//   ```campgrounds
//   region: utah
//   free: true
//   sort: rating
//   limit: 8
//   ```
//
// A `campgrounds` block lists campgrounds from the API with the search's filters (the same
// names as the API's filter[...]); a `field-reports` block lists the newest field reports. Each
// block is checked when the guide is read, so a typo fails the build's tests, not a reader's page.
// Pure module.
import { AGENCY_IDS, AMENITY_IDS, SITE_TYPE_IDS } from '@campwise/domain';
import { z } from 'zod';
import { parseFields } from './front-matter';
import { SLUG_PATTERN } from './guide-document';

export const MAX_BLOCK_CAMPGROUNDS = 24;
export const MAX_BLOCK_FIELD_REPORTS = 12;

const HOOKUP_IDS = ['electric', 'water', 'sewer'] as const;
const LAND_TYPE_IDS = ['blm', 'usfs', 'nps'] as const;
/** The campground list's sorts that make sense without a point to measure from. */
export const BLOCK_SORTS = ['recommended', 'rating', '-num-sites', 'price', 'name'] as const;

function listOf<T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(allowed as unknown as [T, ...T[]])).min(1));
}

const trueOnly = z.literal('true').transform(() => true as const);

function count(max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,2}$/, 'expected a whole number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `expected 1 to ${max}`)
    .optional()
    .transform((value) => value ?? fallback);
}

const campgroundBlockSchema = z
  .object({
    region: z.string().regex(SLUG_PATTERN, 'expected a state slug, e.g. utah').optional(),
    free: trueOnly.optional(),
    pets: trueOnly.optional(),
    hookups: listOf(HOOKUP_IDS).optional(),
    amenities: listOf(AMENITY_IDS).optional(),
    'site-types': listOf(SITE_TYPE_IDS).optional(),
    'land-type': listOf(LAND_TYPE_IDS).optional(),
    agency: z.enum(AGENCY_IDS as [string, ...string[]]).optional(),
    reservable: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    'rv-length': z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .optional(),
    'min-rating': z
      .string()
      .regex(/^[1-5](\.[05])?$/)
      .transform(Number)
      .optional(),
    sort: z.enum(BLOCK_SORTS).optional().default('recommended'),
    limit: count(MAX_BLOCK_CAMPGROUNDS, 8),
  })
  .strict();

export type CampgroundFilters = Omit<z.output<typeof campgroundBlockSchema>, 'sort' | 'limit'>;

export interface CampgroundBlock {
  kind: 'campgrounds';
  filters: CampgroundFilters;
  sort: (typeof BLOCK_SORTS)[number];
  limit: number;
}

const fieldReportBlockSchema = z.object({ limit: count(MAX_BLOCK_FIELD_REPORTS, 6) }).strict();

export interface FieldReportBlock {
  kind: 'field-reports';
  limit: number;
}

export type DataBlock = CampgroundBlock | FieldReportBlock;

export const DATA_BLOCK_KINDS = ['campgrounds', 'field-reports'] as const;

export function isDataBlockKind(language: string | undefined): language is DataBlock['kind'] {
  return (DATA_BLOCK_KINDS as readonly string[]).includes(language ?? '');
}

function checked<S extends z.ZodType>(schema: S, text: string, kind: string): z.output<S> {
  const result = schema.safeParse(parseFields(text, `A ${kind} block`));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `"${issue.path.join('.')}"` : 'its fields';
  throw new Error(`A ${kind} block: ${where}: ${issue.message}`);
}

/** The block a fenced code block of this language describes; throws naming what is wrong. */
export function parseDataBlock(kind: DataBlock['kind'], text: string): DataBlock {
  if (kind === 'field-reports') return { kind, limit: checked(fieldReportBlockSchema, text, kind).limit };
  const { sort, limit, ...filters } = checked(campgroundBlockSchema, text, kind);
  return { kind, filters, sort, limit };
}

/** The campground list's query: filter[...] for each filter, the sort and the page size. */
export function campgroundBlockQuery(block: CampgroundBlock): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(block.filters)) {
    if (value === undefined) continue;
    query[`filter[${key}]`] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return { ...query, sort: block.sort, 'page[size]': String(block.limit) };
}

/** The search page showing the block's campgrounds on the map (its `filters` parameter). */
export function campgroundBlockSearchHref(block: CampgroundBlock): string {
  const filters = Object.fromEntries(Object.entries(block.filters).filter(([, value]) => value !== undefined));
  return `/search?filters=${encodeURIComponent(JSON.stringify(filters))}`;
}
