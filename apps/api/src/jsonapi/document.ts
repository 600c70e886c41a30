// Builds JSON:API documents: resource objects, top-level meta and pagination links.
import { API_BASE_PATH } from '@campwise/domain';
import { kebabKeys } from './case.ts';
import type { Page } from './query.ts';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Relationship {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
}

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
  links: { self: string };
}

export interface JsonApiDocument {
  data: ResourceObject | ResourceObject[];
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
  jsonapi: { version: '1.0' };
}

export function resource(
  type: string,
  id: string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, Relationship>,
): ResourceObject {
  const object: ResourceObject = {
    type,
    id,
    attributes: kebabKeys(attributes),
    links: { self: `${API_BASE_PATH}/${type}/${encodeURIComponent(id)}` },
  };
  if (relationships) object.relationships = kebabKeys(relationships) as Record<string, Relationship>;
  return object;
}

/** Drops duplicates (same type and id) and anything already in primary data. */
export function uniqueIncluded(primary: ResourceObject[], included: ResourceObject[]): ResourceObject[] {
  const seen = new Set(primary.map((r) => `${r.type}:${r.id}`));
  const out: ResourceObject[] = [];
  for (const item of included) {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

export function singleDocument(data: ResourceObject, included: ResourceObject[] = []): JsonApiDocument {
  const doc: JsonApiDocument = { data, jsonapi: { version: '1.0' } };
  if (included.length) doc.included = uniqueIncluded([data], included);
  return doc;
}

/**
 * Self, first, prev, next and last links that keep every other parameter of the request. A page
 * that does not exist has no link: JSON:API allows leaving it out or null, but the official
 * JSON:API 1.0 schema accepts only leaving it out.
 */
export function paginationLinks(
  path: string,
  query: Record<string, unknown>,
  page: Page,
  total: number,
): Record<string, string> {
  const lastNumber = Math.max(1, Math.ceil(total / page.size));
  const link = (number: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page[number]' || key === 'page[size]' || typeof value !== 'string') continue;
      params.append(key, value);
    }
    params.set('page[number]', String(number));
    params.set('page[size]', String(page.size));
    return `${path}?${params.toString()}`;
  };
  return {
    self: link(page.number),
    first: link(1),
    ...(page.number > 1 && { prev: link(Math.min(page.number - 1, lastNumber)) }),
    ...(page.number < lastNumber && { next: link(page.number + 1) }),
    last: link(lastNumber),
  };
}

/** A collection document; `meta` (e.g. the total) and `links` when the list has them. */
export function listDocument(
  data: ResourceObject[],
  options: { included?: ResourceObject[]; meta?: Record<string, unknown>; links?: Record<string, string> } = {},
): JsonApiDocument {
  const { meta, links } = options;
  const doc: JsonApiDocument = { data, ...(meta && { meta }), ...(links && { links }), jsonapi: { version: '1.0' } };
  if (options.included?.length) doc.included = uniqueIncluded(data, options.included);
  return doc;
}

/**
 * A whole, unpaged collection with its size as meta.total (plans, gifts, saved lists, search
 * filters, map layers…). Generic, so a typed resource keeps its type for the route's schema.
 */
export function countedListDocument<T>(
  data: T[],
  included: ResourceObject[] = [],
): { data: T[]; included?: ResourceObject[]; meta: { total: number }; jsonapi: { version: '1.0' } } {
  return { data, ...(included.length && { included }), meta: { total: data.length }, jsonapi: { version: '1.0' } };
}

export interface PageOptions {
  /** The list's path, for the pagination links. */
  path: string;
  /** The request's query string as sent: the links keep its other parameters. */
  query: Record<string, unknown>;
  page: Page;
  total: number;
  /** More meta after `total`, e.g. the available sort options. */
  meta?: Record<string, unknown>;
  included?: ResourceObject[];
}

/** One page of a paginated list: meta.total (and the route's own meta) and the page links. */
export function pageDocument(data: ResourceObject[], options: PageOptions): JsonApiDocument {
  const { path, query, page, total, meta, included } = options;
  return listDocument(data, {
    included,
    meta: { total, ...meta },
    links: paginationLinks(path, query, page, total),
  });
}
