import { describe, expect, it } from 'vitest';
import { assignSlugs, type ExistingSlug, type SlugInput } from './assign-slugs.ts';

const record = (externalKey: string, name: string, regionCode = 'CO'): SlugInput => ({ externalKey, name, regionCode });

describe('assignSlugs', () => {
  it('numbers duplicate names within a region in external-key order, whatever the input order', () => {
    const records = [
      record('osm:9', 'Twin Lakes'),
      record('ridb:1', 'Twin Lakes'),
      record('osm:10', 'Twin Lakes'),
      record('usc:UT:TWIN', 'Twin Lakes', 'UT'),
    ];
    const forward = assignSlugs(records, new Map());
    const backward = assignSlugs([...records].reverse(), new Map());
    expect(Object.fromEntries(forward)).toEqual({
      'osm:10': 'twin-lakes',
      'osm:9': 'twin-lakes-2',
      'ridb:1': 'twin-lakes-3',
      'usc:UT:TWIN': 'twin-lakes',
    });
    expect(backward).toEqual(forward);
  });

  it('keeps existing slugs even when the name changed, and never hands a taken slug to a new row', () => {
    const existing = new Map<string, ExistingSlug>([
      ['ridb:1', { regionCode: 'CO', slug: 'twin-lakes' }],
      ['osm:gone', { regionCode: 'CO', slug: 'twin-lakes-2' }],
    ]);
    const slugs = assignSlugs([record('ridb:1', 'Twin Lakes Campground'), record('osm:3', 'Twin Lakes')], existing);
    expect(slugs.get('ridb:1')).toBe('twin-lakes');
    expect(slugs.get('osm:3')).toBe('twin-lakes-3');
  });

  it('keeps the slug of a row that moved state when the new state has it free', () => {
    const existing = new Map<string, ExistingSlug>([
      ['osm:1', { regionCode: 'CO', slug: 'border-camp' }],
      ['osm:2', { regionCode: 'CO', slug: 'hidden-camp' }],
      ['osm:3', { regionCode: 'UT', slug: 'hidden-camp' }],
    ]);
    const slugs = assignSlugs([record('osm:1', 'Border Camp', 'UT'), record('osm:2', 'Hidden Camp', 'UT')], existing);
    expect(slugs.get('osm:1')).toBe('border-camp');
    expect(slugs.get('osm:2')).toBe('hidden-camp-2');
  });

  it("never gives a campground a region page's segment (cities, parks, near, with)", () => {
    const slugs = assignSlugs(
      [record('osm:1', 'Parks'), record('osm:2', 'Near'), record('osm:3', 'Cities')],
      new Map(),
    );
    expect(Object.fromEntries(slugs)).toEqual({ 'osm:1': 'parks-2', 'osm:2': 'near-2', 'osm:3': 'cities-2' });
  });

  it('falls back to "campground" for names without letters or digits', () => {
    expect(assignSlugs([record('osm:1', '—')], new Map()).get('osm:1')).toBe('campground');
  });
});
