// Every JSON:API document an API test receives is checked against the official JSON:API 1.0
// schema, so a malformed document (say, a relationship with none of data, links or meta) fails
// the test that produced it instead of reaching a strict client.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import jsonApiSchema from './jsonapi-schema/jsonapi-1.0.schema.json' with { type: 'json' };

const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

// strict: false because the official schema is taken as published (it has keywords without a
// "type" beside them, which Ajv's strict mode only warns about).
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema(draft06);
addFormats(ajv);
const validateDocument = ajv.compile(jsonApiSchema);

/** The schema's complaints about a document, one line each; empty when it is valid. */
export function jsonApiViolations(document: unknown): string[] {
  if (validateDocument(document)) return [];
  const lines = (validateDocument.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`,
  );
  // The top-level oneOf (success, failure, info) also reports how the document fails the two
  // kinds it is not; complaints about a member inside it say what is actually wrong.
  const inside = [...new Set(lines.filter((line) => !line.startsWith('/ ')))];
  return inside.length > 0 ? inside : lines;
}

/** Throws when a response says it is JSON:API but its body is not a valid JSON:API 1.0 document. */
export function assertJsonApiResponse(request: string, response: LightMyRequestResponse): void {
  const type = response.headers['content-type']?.toString() ?? '';
  if (!type.startsWith(JSON_API_MEDIA_TYPE) || response.body === '') return;
  let document: unknown;
  try {
    document = JSON.parse(response.body);
  } catch {
    throw new Error(`${request} answered ${response.statusCode} with a ${JSON_API_MEDIA_TYPE} body that is not JSON`);
  }
  const violations = jsonApiViolations(document);
  if (violations.length === 0) return;
  throw new Error(
    `${request} answered ${response.statusCode} with a document the JSON:API 1.0 schema rejects:\n` +
      violations.slice(0, 12).join('\n'),
  );
}

function describeRequest(options: InjectOptions | string): string {
  if (typeof options === 'string') return `GET ${options}`;
  const url = typeof options.url === 'string' ? options.url : (options.path ?? JSON.stringify(options.url));
  return `${options.method ?? 'GET'} ${String(url)}`;
}

/**
 * Makes app.inject() check each response it resolves with. The chained form (app.inject() with
 * no options) and the callback form pass through unchecked; the tests use the promise form.
 */
export function checkJsonApiResponses(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const checked = (options?: InjectOptions | string, callback?: unknown): unknown => {
    if (options === undefined || callback !== undefined) {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    return inject(options).then((response) => {
      assertJsonApiResponse(describeRequest(options), response);
      return response;
    });
  };
  app.inject = checked as FastifyInstance['inject'];
  return app;
}
