// Request documents with relationships (a review names its campground). jsonapi/request-document
// covers attributes only; this adds to-one relationships and reports a missing or malformed
// one as a 422 pointing at it, like an invalid attribute, rather than a 400.
import { z } from 'zod';
import { AppError, type FieldIssue } from '../errors/app-error.ts';
import { requestDocumentError } from './request-document.ts';

/**
 * `{ data: { type, id } }` naming one row of `type` (ids are positive int4 in the database);
 * `message` for anything else. The id comes out as a number.
 */
export function toOneSchema(type: string, message: string) {
  const id = z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .refine((value) => Number(value) <= 2 ** 31 - 1, { error: message })
    .transform(Number);
  return z.object(
    { data: z.object({ type: z.literal(type, { error: message }), id }, { error: message }) },
    { error: message },
  );
}

/** Like resourceDocumentSchema, plus `relationships` (an absent member is checked as `{}`). */
export function resourceWithRelationshipsSchema<A extends z.ZodRawShape, R extends z.ZodRawShape>(
  type: string,
  attributes: A,
  relationships: R,
) {
  return z.object(
    {
      data: z.object(
        {
          type: z.literal(type, { error: `The resource type must be "${type}".` }),
          id: z.string({ error: 'The resource id must be a string.' }).optional(),
          attributes: z
            .strictObject(attributes, { error: 'The attributes member must be an object.' })
            .prefault({} as never),
          relationships: z
            .object(relationships, { error: 'The relationships member must be an object.' })
            .prefault({} as never),
        },
        { error: 'The document needs a data member holding one resource object.' },
      ),
    },
    { error: 'The request body must be a JSON:API document.' },
  );
}

function isRelationshipIssue(issue: z.core.$ZodIssue): boolean {
  return issue.path[0] === 'data' && issue.path[1] === 'relationships' && issue.path.length >= 3;
}

/** RouteDefinition.invalidBody for documents built with resourceWithRelationshipsSchema. */
export function relationshipDocumentError(issues: readonly z.core.$ZodIssue[]): AppError {
  // One error per relationship, as for attributes: an id like "abc" fails both the pattern and
  // the range check, and the same error twice is not a valid JSON:API errors list.
  const seen = new Set<string>();
  const relationshipIssues: FieldIssue[] = issues
    .filter(isRelationshipIssue)
    .map((issue) => ({ pointer: `/data/relationships/${String(issue.path[2])}`, detail: issue.message }))
    .filter((field) => !seen.has(field.pointer) && seen.add(field.pointer));
  const others = issues.filter((issue) => !isRelationshipIssue(issue));
  if (others.length === 0) return AppError.validation(relationshipIssues);
  const error = requestDocumentError(others);
  // A malformed document is reported alone; invalid attributes go together with relationships.
  if (error.code !== 'validation_failed' || relationshipIssues.length === 0) return error;
  return AppError.validation([...(error.issues ?? []), ...relationshipIssues]);
}
