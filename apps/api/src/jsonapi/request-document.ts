// Request documents (POST/PATCH bodies): zod schemas shaped like JSON:API resource documents,
// and the mapping of their issues to errors. A document that is not shaped right is a 400
// pointing at the bad member; attributes that break a rule are a 422, one error per attribute.
import { z } from 'zod';
import { AppError, type FieldIssue } from '../errors/app-error.ts';

/**
 * `{ data: { type, id?, attributes } }` with closed attributes: a member the schema does not
 * name is reported like any other invalid attribute. Missing attributes are checked as `{}`,
 * so each required one is reported.
 */
export function resourceDocumentSchema<A extends z.ZodRawShape>(type: string, attributes: A) {
  return z.object(
    {
      data: z.object(
        {
          type: z.literal(type, { error: `The resource type must be "${type}".` }),
          id: z.string({ error: 'The resource id must be a string.' }).optional(),
          attributes: z
            .strictObject(attributes, { error: 'The attributes member must be an object.' })
            .prefault({} as never),
        },
        { error: 'The document needs a data member holding one resource object.' },
      ),
    },
    { error: 'The request body must be a JSON:API document.' },
  );
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((token) => `/${escapePointerToken(String(token))}`).join('');
}

function isAttributePath(path: readonly PropertyKey[]): boolean {
  return path[0] === 'data' && path[1] === 'attributes';
}

/** Turns a request document's zod issues into the error the client gets. */
export function requestDocumentError(issues: readonly z.core.$ZodIssue[]): AppError {
  const structural = issues.find(
    (issue) => !isAttributePath(issue.path) || (issue.path.length === 2 && issue.code !== 'unrecognized_keys'),
  );
  if (structural) return AppError.invalidBody(pointerOf(structural.path), structural.message);

  const fields: FieldIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields.push({ pointer: pointerOf(['data', 'attributes', key]), detail: unknownAttributeMessage(key) });
      }
    } else {
      // One error per attribute, whatever inside it failed (e.g. an item of a list).
      fields.push({ pointer: pointerOf(issue.path.slice(0, 3)), detail: issue.message });
    }
  }
  const seen = new Set<string>();
  return AppError.validation(fields.filter((field) => !seen.has(field.pointer) && seen.add(field.pointer)));
}

export function unknownAttributeMessage(name: string): string {
  return `"${name}" is not an attribute you can set.`;
}

export function attributePointer(name: string): string {
  return pointerOf(['data', 'attributes', name]);
}

/** A PATCH document may repeat the resource's id (JSON:API says it must); if it does, it must be the URL's. */
export function checkDocumentId(data: { id?: string | undefined }, urlId: string): void {
  if (data.id !== undefined && data.id !== urlId) {
    throw AppError.invalidBody('/data/id', `The resource id must be "${urlId}", the id in the URL.`);
  }
}
