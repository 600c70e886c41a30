// The shapes of JSON:API 1.0 documents as the Campwise API sends them, checked at the edge so
// that a contract drift shows up as one clear error instead of undefined values deep in a page.
import { z } from 'zod';
import { camelizeKeys } from './camelize-keys';

const resourceIdentifierSchema = z.object({ type: z.string(), id: z.string() });

const relationshipSchema = z.object({
  data: z.union([resourceIdentifierSchema, z.array(resourceIdentifierSchema), z.null()]).optional(),
});

export const resourceObjectSchema = z.object({
  type: z.string(),
  id: z.string(),
  attributes: z.record(z.string(), z.unknown()).default({}),
  relationships: z.record(z.string(), relationshipSchema).optional(),
});
export type ResourceObject = z.infer<typeof resourceObjectSchema>;

export const collectionDocumentSchema = z.object({
  data: z.array(resourceObjectSchema),
  included: z.array(resourceObjectSchema).default([]),
  meta: z.record(z.string(), z.unknown()).default({}),
});
export type CollectionDocument = z.infer<typeof collectionDocumentSchema>;

export const singleDocumentSchema = z.object({
  data: resourceObjectSchema,
  included: z.array(resourceObjectSchema).default([]),
  meta: z.record(z.string(), z.unknown()).default({}),
});
export type SingleDocument = z.infer<typeof singleDocumentSchema>;

export const errorDocumentSchema = z.object({
  errors: z.array(
    z.object({
      status: z.string().optional(),
      code: z.string().optional(),
      title: z.string().optional(),
      detail: z.string().optional(),
    }),
  ),
});
export type ApiErrorObject = z.infer<typeof errorDocumentSchema>['errors'][number];

/** Included resources by "type:id", for resolving relationships. */
export type IncludedIndex = ReadonlyMap<string, ResourceObject>;

export function indexIncluded(included: readonly ResourceObject[]): IncludedIndex {
  return new Map(included.map((resource) => [`${resource.type}:${resource.id}`, resource]));
}

/** The included resource a to-one relationship points at, if the API included it. */
export function relatedOne(
  resource: ResourceObject,
  name: string,
  included: IncludedIndex,
): ResourceObject | undefined {
  const data = resource.relationships?.[name]?.data;
  if (!data || Array.isArray(data)) return undefined;
  return included.get(`${data.type}:${data.id}`);
}

/** The included resources of a to-many relationship, in the API's order, skipping any not included. */
export function relatedMany(resource: ResourceObject, name: string, included: IncludedIndex): ResourceObject[] {
  const data = resource.relationships?.[name]?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((identifier) => {
    const found = included.get(`${identifier.type}:${identifier.id}`);
    return found ? [found] : [];
  });
}

/** Validates a resource's attributes (camelCased) plus its id against a model schema. */
export function parseResource<T>(schema: z.ZodType<T>, resource: ResourceObject): T {
  const result = schema.safeParse({ id: resource.id, ...(camelizeKeys(resource.attributes) as object) });
  if (!result.success) {
    throw new Error(`Unexpected ${resource.type} ${resource.id} from the API: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
