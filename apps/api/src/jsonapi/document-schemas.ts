// zod descriptions of JSON:API documents, for typed serializers and the OpenAPI document.
import { z } from 'zod';

const identifier = z.object({ type: z.string(), id: z.string() });

export const relationshipSchema = z.object({
  data: z.union([identifier, z.array(identifier), z.null()]).optional(),
});

export function resourceSchema<A extends z.ZodObject>(type: string, attributes: A, relationships: string[] = []) {
  return z.object({
    type: z.literal(type),
    id: z.string(),
    attributes,
    ...(relationships.length
      ? {
          // A relationship may be left out (say, one whose data comes only with ?include=).
          relationships: z.object(
            Object.fromEntries(relationships.map((name) => [name, relationshipSchema.optional()])),
          ),
        }
      : {}),
    links: z.object({ self: z.string() }),
  });
}

const anyResource = z.object({ type: z.string(), id: z.string(), attributes: z.record(z.string(), z.unknown()) });

export function singleDocumentSchema(resource: z.ZodType) {
  return z.object({
    data: resource,
    included: z.array(anyResource).optional(),
    jsonapi: z.object({ version: z.string() }),
  });
}

export function listDocumentSchema(resource: z.ZodType, meta: z.ZodObject) {
  return z.object({
    data: z.array(resource),
    included: z.array(anyResource).optional(),
    meta,
    links: z.object({
      self: z.string(),
      first: z.string(),
      prev: z.string().optional().describe('left out on the first page'),
      next: z.string().optional().describe('left out on the last page'),
      last: z.string(),
    }),
    jsonapi: z.object({ version: z.string() }),
  });
}

export const listMetaSchema = z.object({
  total: z.number().int(),
  'available-sort-options': z.array(z.object({ value: z.string(), label: z.string() })),
});

/** A whole, unpaged collection with meta.total (countedListDocument in document.ts). */
export function countedListDocumentSchema(resource: z.ZodType) {
  return z.object({
    data: z.array(resource),
    included: z.array(anyResource).optional(),
    meta: z.object({ total: z.number().int() }),
    jsonapi: z.object({ version: z.string() }),
  });
}
