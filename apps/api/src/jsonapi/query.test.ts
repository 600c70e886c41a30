import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { parseListQuery, parseSingleQuery } from './query.ts';

const spec = {
  filters: { region: z.string().min(1), size: z.enum(['small', 'large']) },
  includes: ['region', 'nearby'],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: '-name', label: 'Name, reversed' },
  ],
  defaultSort: 'name',
};

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('parseListQuery', () => {
  it('applies defaults when nothing is given', () => {
    const parsed = parseListQuery({}, spec);
    expect(parsed).toEqual({ filter: {}, include: new Set(), sort: 'name', page: { number: 1, size: 20 } });
  });

  it('reads filters, includes, sort and page', () => {
    const parsed = parseListQuery(
      { 'filter[region]': 'utah', include: 'region,nearby', sort: '-name', 'page[number]': '3', 'page[size]': '200' },
      spec,
    );
    expect(parsed.filter).toEqual({ region: 'utah' });
    expect([...parsed.include]).toEqual(['region', 'nearby']);
    expect(parsed.sort).toBe('-name');
    expect(parsed.page).toEqual({ number: 3, size: 200 });
  });

  it.each([
    [{ 'filter[colour]': 'red' }, 'filter[colour]'],
    [{ 'filter[size]': 'medium' }, 'filter[size]'],
    [{ 'filter[region]': '' }, 'filter[region]'],
    [{ 'filter[region]': ['a', 'b'] }, 'filter[region]'],
    [{ include: 'owner' }, 'include'],
    [{ include: 'region,' }, 'include'],
    [{ sort: 'price' }, 'sort'],
    [{ 'page[size]': '201' }, 'page[size]'],
    [{ 'page[size]': '0' }, 'page[size]'],
    [{ 'page[size]': '1e2' }, 'page[size]'],
    [{ 'page[number]': '' }, 'page[number]'],
    [{ 'page[limit]': '5' }, 'page[limit]'],
    [{ 'filter[region][code]': 'CO' }, 'filter[region][code]'],
    [{ q: 'x' }, 'q'],
  ])('rejects %j naming %s', (query, parameter) => {
    const error = failure(() => parseListQuery(query, spec));
    expect(error.status).toBe(400);
    expect(error.source).toEqual({ parameter });
  });
});

describe('parseSingleQuery', () => {
  it('accepts allowed includes only', () => {
    expect([...parseSingleQuery({ include: 'region' }, { includes: ['region'] }).include]).toEqual(['region']);
    expect(failure(() => parseSingleQuery({ include: 'x' }, { includes: [] })).source).toEqual({
      parameter: 'include',
    });
    expect(failure(() => parseSingleQuery({ sort: 'name' }, { includes: [] })).source).toEqual({ parameter: 'sort' });
  });
});
