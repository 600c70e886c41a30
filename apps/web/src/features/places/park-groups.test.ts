import { describe, expect, it } from 'vitest';
import { groupParks } from './park-groups';
import type { LinkedPlace, Place } from './place-schema';

function place(kind: Place['kind'], name: string, designation: string | null): LinkedPlace {
  return {
    id: `${kind}:${name}`,
    kind,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    label: null,
    regionCode: 'UT',
    regionSlug: 'utah',
    regionName: 'Utah',
    latitude: 38,
    longitude: -110,
    bbox: null,
    population: null,
    designation,
    nearCount: 1,
    areaCount: 1,
    nearRadiusKm: 50,
  };
}

describe('groupParks', () => {
  it('puts park service areas (national parks first) before forests, each by name', () => {
    const groups = groupParks([
      place('forest', 'Manti-La Sal National Forest', 'National Forest'),
      place('park', 'Natural Bridges National Monument', 'National Monument'),
      place('park', 'Zion National Park', 'National Park'),
      place('forest', 'Dixie National Forest', 'National Forest'),
      place('park', 'Arches National Park', 'National Park'),
      place('city', 'Moab', null),
    ]);
    expect(groups.map((group) => [group.kind, group.title])).toEqual([
      ['park', 'National Park Service areas'],
      ['forest', 'National forests'],
    ]);
    expect(groups[0]!.places.map((p) => p.name)).toEqual([
      'Arches National Park',
      'Zion National Park',
      'Natural Bridges National Monument',
    ]);
    expect(groups[1]!.places.map((p) => p.name)).toEqual(['Dixie National Forest', 'Manti-La Sal National Forest']);
  });

  it('leaves out empty groups', () => {
    expect(groupParks([place('forest', 'Dixie National Forest', null)]).map((group) => group.kind)).toEqual(['forest']);
    expect(groupParks([])).toEqual([]);
  });
});
