import { describe, expect, it } from 'vitest';
import { listDocument, paginationLinks, resource, singleDocument } from './document.ts';

describe('resource', () => {
  it('kebab-cases attribute and relationship names and links to itself', () => {
    expect(
      resource('campgrounds', '7', { numSites: 4, regionSlug: 'utah' }, { nearbyCampgrounds: { data: [] } }),
    ).toEqual({
      type: 'campgrounds',
      id: '7',
      attributes: { 'num-sites': 4, 'region-slug': 'utah' },
      relationships: { 'nearby-campgrounds': { data: [] } },
      links: { self: '/api/v6/campgrounds/7' },
    });
  });
});

describe('documents', () => {
  const a = resource('campgrounds', '1', {});
  const b = resource('campgrounds', '2', {});
  const region = resource('regions', 'utah', {});

  it('never repeats a resource in included, nor one that is primary data', () => {
    expect(singleDocument(a, [b, region, b, a]).included).toEqual([b, region]);
    expect(listDocument([a, b], { included: [a, region, region], meta: {}, links: {} }).included).toEqual([region]);
  });

  it('omits included when empty', () => {
    expect(singleDocument(a)).toEqual({ data: a, jsonapi: { version: '1.0' } });
  });
});

describe('paginationLinks', () => {
  it('builds first, prev, next and last, keeping other parameters', () => {
    const links = paginationLinks('/x', { sort: 'name', 'page[number]': '2' }, { number: 2, size: 10 }, 35);
    expect(decodeURIComponent(links.first!)).toBe('/x?sort=name&page[number]=1&page[size]=10');
    expect(decodeURIComponent(links.prev!)).toBe('/x?sort=name&page[number]=1&page[size]=10');
    expect(decodeURIComponent(links.next!)).toBe('/x?sort=name&page[number]=3&page[size]=10');
    expect(decodeURIComponent(links.last!)).toBe('/x?sort=name&page[number]=4&page[size]=10');
  });

  it('leaves out next on the last page and prev on the first, one page when empty', () => {
    const links = paginationLinks('/x', {}, { number: 1, size: 10 }, 0);
    expect(links).not.toHaveProperty('next');
    expect(links).not.toHaveProperty('prev');
    expect(decodeURIComponent(links.last!)).toBe('/x?page[number]=1&page[size]=10');
  });
});
