import { describe, expect, it } from 'vitest';
import { assignPlaceSlugs, type PlaceSlugInput } from './place-slugs.ts';

const place = (kind: string, sourceId: string, name: string, population: number | null = null, regionCode = 'UT') =>
  ({ kind, sourceId, name, regionCode, population }) satisfies PlaceSlugInput;

const regionSlugs = new Map([
  ['UT', 'utah'],
  ['CO', 'colorado'],
]);

describe('assignPlaceSlugs', () => {
  it('gives states their region slug and others their slugified name', () => {
    const slugs = assignPlaceSlugs(
      [place('state', 'UT', 'Utah'), place('city', '1', 'Moab', 5300), place('park', 'arch', 'Arches National Park')],
      regionSlugs,
    );
    expect(Object.fromEntries(slugs)).toEqual({
      'state:UT': 'utah',
      'city:1': 'moab',
      'park:arch': 'arches-national-park',
    });
  });

  it('lets state, park, forest, city win in that order, then population, then source id', () => {
    const slugs = assignPlaceSlugs(
      [
        place('city', '3', 'Zion', 10),
        place('city', '2', 'Zion', 500),
        place('city', '1', 'Zion', 10),
        place('forest', 'zion', 'Zion'),
        place('park', 'zion', 'Zion'),
        place('city', '9', 'Utah', 1_000_000),
        place('state', 'UT', 'Utah'),
      ],
      regionSlugs,
    );
    expect(Object.fromEntries(slugs)).toEqual({
      'state:UT': 'utah',
      'city:9': 'utah-city',
      'park:zion': 'zion',
      'forest:zion': 'zion-forest',
      'city:2': 'zion-city',
      'city:1': 'zion-city-2',
      'city:3': 'zion-city-3',
    });
  });

  it('keeps slugs unique per region only, and does not depend on input order', () => {
    const input = [place('city', '1', 'Springfield', 10, 'UT'), place('city', '2', 'Springfield', 20, 'CO')];
    const forward = assignPlaceSlugs(input, regionSlugs);
    expect(forward.get('city:1')).toBe('springfield');
    expect(forward.get('city:2')).toBe('springfield');
    expect(assignPlaceSlugs([...input].reverse(), regionSlugs)).toEqual(forward);
  });

  it('leaves reserved slugs alone and falls back when a name has no letters', () => {
    const slugs = assignPlaceSlugs(
      [place('city', '1', 'Moab', 1), place('city', '77', '東京', 1)],
      regionSlugs,
      new Map([['UT', new Set(['moab'])]]),
    );
    expect(slugs.get('city:1')).toBe('moab-city');
    expect(slugs.get('city:77')).toBe('77');
  });
});
