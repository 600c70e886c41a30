// A generated check of "no 500 for anything a client sends": for every operation of the OpenAPI
// document, each path parameter, query parameter and body field in turn is given a NUL byte, an
// unpaired surrogate, a huge string and values of the wrong JSON type (the rest of the request
// stays plausible), sent anonymously or, where the route declares security, as a camper and as
// an admin. Every answer must be below 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app.ts';
import { testPng } from '../features/photos/photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from '../features/photos/photo-test-requests.ts';

// A JSON Schema as the document has it; only what a plausible sample needs is read.
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Json = null | boolean | number | string | Json[] | { [name: string]: Json };

const HUGE = 'x'.repeat(100_000);
/** Strings that must never reach a route: they answer 400 at the edge. */
const BAD_STRINGS = ['a\u0000b', '\u0000', 'a\ud800b', '\udc00'];
/** Values of each wrong JSON type for a field. */
const WRONG_TYPES: Json[] = [12345, -1, 1e308, true, null, {}, [], ['a'], { a: 'b' }];
/** Path and query values, as they appear in a URL. */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  encodeURIComponent(HUGE.slice(0, 5000)),
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%5B%5D',
  '%7B%7D',
];

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let camper: TestUser;
let admin: TestUser;
let campgroundId: string;
const tally = { requests: 0, byStatus: {} as Record<number, number> };
const failures: string[] = [];

beforeAll(async () => {
  temp = await tempPhotoStorage();
  t = await createTestApp({ photoStorage: temp.storage });
  camper = await createUser(t);
  admin = await createAdmin(t);
  campgroundId = String(t.ids.get('test:1'));
});
afterAll(async () => {
  console.info(
    `[openapi fuzz ${process.env.TEST_DB ?? 'pglite'}] ${tally.requests} requests, ` +
      `${failures.length} answered 5xx; by status ${JSON.stringify(tally.byStatus)}`,
  );
  await t?.close();
  await temp?.remove();
});

function resolve(schema: Schema, document: { components?: { schemas?: Record<string, Schema> } }): Schema {
  let current = schema;
  while (current.$ref) current = document.components!.schemas![current.$ref.split('/').pop()!]!;
  return current;
}

/** A value the schema accepts, as far as can be told without a validator. */
function sample(schema: Schema, name: string, doc: object): Json {
  const s = resolve(schema, doc);
  if (s.const !== undefined) return s.const as Json;
  if (s.enum?.length) return s.enum.find((value) => value !== null) as Json;
  const variant = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (variant) return sample(variant, name, doc);
  if (s.allOf?.length) return sample(s.allOf[0]!, name, doc);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((each) => each && each !== 'null');
  if (type === 'object' || s.properties) {
    const value: Record<string, Json> = {};
    for (const [key, property] of Object.entries(s.properties ?? {})) value[key] = sample(property, key, doc);
    return value;
  }
  if (type === 'array') return s.items ? [sample(s.items, name, doc)] : [];
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return false;
  if (s.format === 'date' || name.endsWith('-on')) return '2024-06-01';
  if (s.format === 'email' || name === 'email' || name === 'username') return 'fuzz@example.com';
  if (name === 'id' || name.endsWith('-id')) return campgroundId;
  return 'Plausible text';
}

/** JSON pointers of every leaf (and every object or array) of a sample, outermost first. */
function pointers(value: Json, pointer = ''): string[] {
  if (value === null || typeof value !== 'object') return [pointer];
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pointers(item, `${pointer}/${i}`))
    : Object.entries(value).flatMap(([key, item]) => pointers(item, `${pointer}/${key}`));
  return pointer === '' ? children : [pointer, ...children];
}

function withValueAt(value: Json, pointer: string, replacement: Json): Json {
  const copy = structuredClone(value) as Record<string, Json>;
  const path = pointer.split('/').slice(1);
  let parent = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

/** The URL with each path parameter set: the caller's own id for users, a real campground otherwise. */
function urlOf(template: string, overrides: Record<string, string>, actor: TestUser | null): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (overrides[name] !== undefined) return overrides[name]!;
    if (template.startsWith('/api/v6/users/') && name === 'id') return actor?.id ?? '1';
    if (name === 'id' || name === 'campgroundId') return campgroundId;
    return 'fuzz';
  });
}

async function send(label: string, options: Parameters<TestApp['request']>[0]): Promise<TestResponse> {
  const response = await t.request(options);
  tally.requests += 1;
  tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
  if (response.status >= 500) failures.push(`${label} → ${response.status} ${response.text.slice(0, 200)}`);
  return response;
}

describe('every operation of the OpenAPI document', () => {
  it('answers below 500 whatever is sent in a parameter or body field', { timeout: 900_000 }, async () => {
    const document = (await t.get('/api/v6/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const png = await testPng(32, 32);

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
        const actors: (TestUser | null)[] = operation.security?.length ? [camper, admin] : [null];
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const jsonType = ['application/vnd.api+json', 'application/json'].find((type) => content[type]);
        const formSchema = content['application/x-www-form-urlencoded']?.schema;
        const multipartSchema = content['multipart/form-data']?.schema;
        const bodySchema = jsonType ? content[jsonType]!.schema : undefined;
        const variants = bodySchema
          ? (resolve(bodySchema, document).oneOf ?? [bodySchema]).map((each) => sample(each, '', document))
          : [];

        for (const actor of actors) {
          const headers = actor?.headers ?? {};
          const who = actor === admin ? 'admin' : actor ? 'camper' : 'anonymous';
          const label = (what: string) => `${verb} ${template} as ${who}: ${what}`;
          const plainBody = variants[0];
          const bodyOptions = (body: Json | undefined) =>
            body === undefined
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': jsonType!, ...headers } };

          for (const parameter of parameters) {
            for (const value of URL_VALUES) {
              if (parameter.in === 'path') {
                const url = urlOf(template, { [parameter.name]: value }, actor);
                await send(label(`path ${parameter.name}=${value.slice(0, 20)}`), {
                  method: verb,
                  url,
                  headers,
                  ...bodyOptions(plainBody),
                });
              } else if (verb !== 'DELETE') {
                const name = encodeURIComponent(parameter.name);
                for (const query of [`${name}=${value}`, `${name}=${value}&${name}=${value}`]) {
                  await send(label(`query ${query.slice(0, 40)}`), {
                    method: verb,
                    url: `${urlOf(template, {}, actor)}?${query}`,
                    headers,
                    ...bodyOptions(plainBody),
                  });
                }
              }
            }
          }

          for (const body of variants) {
            const url = urlOf(template, {}, actor);
            for (const whole of [[], 'text', 42, null, { data: 'x' }, { data: [] }] as Json[]) {
              await send(label(`body ${JSON.stringify(whole)}`), { method: verb, url, ...bodyOptions(whole) });
            }
            for (const pointer of pointers(body)) {
              for (const replacement of [...BAD_STRINGS, HUGE, ...WRONG_TYPES]) {
                const mutated = withValueAt(body, pointer, replacement);
                await send(label(`body ${pointer}=${JSON.stringify(replacement).slice(0, 20)}`), {
                  method: verb,
                  url,
                  ...bodyOptions(mutated),
                });
              }
            }
            // Just under the body limit, in the first field.
            const first = pointers(body).at(-1)!;
            const big = withValueAt(body, first, 'x'.repeat(1_048_576 - 2_000));
            await send(label(`body ${first} of nearly 1 MB`), { method: verb, url, ...bodyOptions(big) });
          }

          if (formSchema) {
            for (const variant of resolve(formSchema, document).oneOf ?? [formSchema]) {
              const fields = sample(variant, '', document) as Record<string, string>;
              for (const field of Object.keys(fields)) {
                for (const replacement of [...BAD_STRINGS, HUGE]) {
                  const form = new URLSearchParams({ ...fields, [field]: replacement }).toString();
                  await send(label(`form ${field}=${JSON.stringify(replacement).slice(0, 20)}`), {
                    method: verb,
                    url: template,
                    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
                    payload: form,
                  });
                }
              }
            }
          }

          if (multipartSchema) {
            const fields = sample(multipartSchema, '', document) as Record<string, string>;
            delete fields.file;
            for (const field of Object.keys(fields)) {
              for (const replacement of [...BAD_STRINGS, HUGE.slice(0, 10_000)]) {
                const request = await uploadRequest({ ...fields, [field]: replacement }, { data: png }, headers);
                await send(label(`form field ${field}=${JSON.stringify(replacement).slice(0, 20)}`), request);
              }
            }
          }
        }
      }
    }

    expect(tally.requests).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });
});
