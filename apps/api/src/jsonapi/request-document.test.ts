import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { checkDocumentId, requestDocumentError, resourceDocumentSchema } from './request-document.ts';

const schema = resourceDocumentSchema('things', {
  name: z.string({ error: 'Please enter a name.' }).min(1, 'Please enter a name.'),
  tags: z.array(z.string(), { error: 'Tags are a list.' }).optional(),
});

function errorFor(body: unknown): AppError {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return requestDocumentError(result.error.issues);
}

describe('resourceDocumentSchema + requestDocumentError', () => {
  it('parses a good document', () => {
    expect(schema.parse({ data: { type: 'things', attributes: { name: 'a' } }, meta: {} })).toEqual({
      data: { type: 'things', attributes: { name: 'a' } },
    });
  });

  it.each([
    [undefined, ''],
    ['text', ''],
    [{}, '/data'],
    [{ data: null }, '/data'],
    [{ data: { attributes: { name: 'a' } } }, '/data/type'],
    [{ data: { type: 'other', attributes: { name: 'a' } } }, '/data/type'],
    [{ data: { type: 'things', id: 5, attributes: { name: 'a' } } }, '/data/id'],
    [{ data: { type: 'things', attributes: [] } }, '/data/attributes'],
  ])('answers 400 for the structure of %j, pointing at %s', (body, pointer) => {
    const error = errorFor(body);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_body');
    expect(error.source).toEqual({ pointer });
  });

  it('answers 422 with one issue per attribute, unknown ones included', () => {
    const error = errorFor({ data: { type: 'things', attributes: { tags: [1, 2], 'a/b~c': 1 } } });
    expect(error.status).toBe(422);
    expect(error.issues).toEqual([
      { pointer: '/data/attributes/name', detail: 'Please enter a name.' },
      { pointer: '/data/attributes/tags', detail: expect.any(String) },
      { pointer: '/data/attributes/a~1b~0c', detail: '"a/b~c" is not an attribute you can set.' },
    ]);
  });

  it('checks required attributes when attributes are missing', () => {
    expect(errorFor({ data: { type: 'things' } }).issues).toEqual([
      { pointer: '/data/attributes/name', detail: 'Please enter a name.' },
    ]);
  });
});

describe('checkDocumentId', () => {
  it('accepts a missing or matching id and refuses another', () => {
    expect(() => checkDocumentId({}, '7')).not.toThrow();
    expect(() => checkDocumentId({ id: '7' }, '7')).not.toThrow();
    expect(() => checkDocumentId({ id: '8' }, '7')).toThrow(AppError);
  });
});
