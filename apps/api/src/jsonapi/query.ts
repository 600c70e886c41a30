// Parses JSON:API query strings (include, sort, filter[...], page[...]) against what a route
// allows. Anything unknown or malformed is a 400 naming the parameter; nothing reaches SQL unchecked.
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@campwise/domain';
import { AppError } from '../errors/app-error.ts';

export interface SortOption {
  value: string;
  label: string;
}

export interface ListQuerySpec<F extends Record<string, z.ZodType>> {
  /** Filter names as they appear inside filter[...], with the schema of their value. */
  filters: F;
  includes: readonly string[];
  sorts: readonly SortOption[];
  defaultSort: string;
}

export interface SingleQuerySpec {
  includes: readonly string[];
}

export interface Page {
  number: number;
  size: number;
}

export interface ParsedListQuery<F extends Record<string, z.ZodType>> {
  filter: { [K in keyof F]?: z.infer<F[K]> };
  include: Set<string>;
  sort: string;
  page: Page;
}

type RawQuery = Record<string, unknown>;

// Deep pages are a scraping pattern, not a browsing one; the cap keeps OFFSET bounded.
const MAX_PAGE_NUMBER = 100_000;

function single(query: RawQuery, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw AppError.invalidParameter(key, `${key} must be given once.`);
  return value;
}

function parseInclude(query: RawQuery, allowed: readonly string[]): Set<string> {
  const raw = single(query, 'include');
  const include = new Set<string>();
  if (raw === undefined || raw === '') return include;
  for (const path of raw.split(',')) {
    if (!allowed.includes(path)) {
      const options = allowed.length
        ? `Allowed: ${allowed.join(', ')}.`
        : 'This resource has no includable relationships.';
      throw AppError.invalidParameter('include', `Unknown include "${path}". ${options}`);
    }
    include.add(path);
  }
  return include;
}

function parsePositiveInt(query: RawQuery, key: string, fallback: number, max: number): number {
  const raw = single(query, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw AppError.invalidParameter(key, `${key} must be a whole number from 1 to ${max}.`);
  }
  return Number(raw);
}

// Underscores too: the places contract names filter[admin_area]; capitals for the camelCase
// names the spec's client sends (filter[userId]). A nested filter,
// filter[availability][start_date], is declared by its inner name: 'availability][start_date'.
const BRACKETED = /^(filter|page)\[([A-Za-z0-9_-]+(?:\]\[[a-z0-9_-]+)*)\]$/;

/** Rejects every top-level parameter the route does not understand. */
function checkKnownParameters(query: RawQuery, allowed: (key: string) => boolean): void {
  for (const key of Object.keys(query)) {
    if (!allowed(key)) throw AppError.invalidParameter(key, `Unknown query parameter "${key}".`);
  }
}

export function parseSingleQuery(query: RawQuery, spec: SingleQuerySpec): { include: Set<string> } {
  checkKnownParameters(query, (key) => key === 'include');
  return { include: parseInclude(query, spec.includes) };
}

/** Each filter[name] given, parsed by its schema; a bad value is a 400 naming filter[name]. */
function parseFilters<F extends Record<string, z.ZodType>>(query: RawQuery, filters: F): ParsedListQuery<F>['filter'] {
  const filter: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(filters)) {
    const key = `filter[${name}]`;
    const raw = single(query, key);
    if (raw === undefined) continue;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw AppError.invalidParameter(key, `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}.`);
    }
    filter[name] = parsed.data;
  }
  return filter as ParsedListQuery<F>['filter'];
}

/** A non-list query: filter[...] plus named top-level parameters (required unless optional). */
export interface FilterQuerySpec<F extends Record<string, z.ZodType>, P extends Record<string, z.ZodType>> {
  filters: F;
  parameters: P;
}

export function parseFilterQuery<F extends Record<string, z.ZodType>, P extends Record<string, z.ZodType>>(
  query: RawQuery,
  spec: FilterQuerySpec<F, P>,
): { filter: ParsedListQuery<F>['filter']; parameters: { [K in keyof P]: z.output<P[K]> } } {
  checkKnownParameters(query, (key) => {
    if (Object.hasOwn(spec.parameters, key)) return true;
    const match = BRACKETED.exec(key);
    return match?.[1] === 'filter' && Object.hasOwn(spec.filters, match[2]!);
  });
  const parameters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec.parameters)) {
    const raw = single(query, name);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const detail = raw === undefined ? 'is required' : (parsed.error.issues[0]?.message ?? 'invalid value');
      throw AppError.invalidParameter(name, `${name}: ${detail}.`);
    }
    parameters[name] = parsed.data;
  }
  return {
    filter: parseFilters(query, spec.filters),
    parameters: parameters as { [K in keyof P]: z.output<P[K]> },
  };
}

export function parseListQuery<F extends Record<string, z.ZodType>>(
  query: RawQuery,
  spec: ListQuerySpec<F>,
): ParsedListQuery<F> {
  checkKnownParameters(query, (key) => {
    if (key === 'include' || key === 'sort') return true;
    const match = BRACKETED.exec(key);
    if (!match) return false;
    if (match[1] === 'page') return match[2] === 'number' || match[2] === 'size';
    return Object.hasOwn(spec.filters, match[2]!);
  });

  const filter = parseFilters(query, spec.filters);

  const sort = single(query, 'sort') ?? spec.defaultSort;
  if (!spec.sorts.some((option) => option.value === sort)) {
    const values = spec.sorts.map((option) => option.value).join(', ');
    throw AppError.invalidParameter('sort', `Unknown sort "${sort}". Allowed: ${values}.`);
  }

  return {
    filter,
    include: parseInclude(query, spec.includes),
    sort,
    page: {
      number: parsePositiveInt(query, 'page[number]', 1, MAX_PAGE_NUMBER),
      size: parsePositiveInt(query, 'page[size]', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    },
  };
}
