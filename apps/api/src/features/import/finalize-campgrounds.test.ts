import type { SiteType } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { emptyCandidate } from './campground-candidate.ts';
import { finalizeCampground } from './finalize-campgrounds.ts';
import { mergeCluster } from './merge-campgrounds.ts';
import { createTownFinder } from './nearest-town.ts';

const towns = createTownFinder([
  { name: 'Ely', regionCode: 'MN', latitude: 47.9, longitude: -91.87, population: 3_300 },
]);

function merged(name: string | null, siteTypes: SiteType[], latitude = 48.0, nearestTown: string | null = null) {
  return mergeCluster([
    { ...emptyCandidate('osm', '1', latitude, -91.8), name, siteTypes, nearestTown, regionCode: 'MN', offshore: false },
  ]);
}

describe('finalizeCampground', () => {
  it('names nameless places after their kind and the nearest town', () => {
    expect(finalizeCampground(merged(null, ['tent', 'backcountry']), towns, 'Minnesota')).toMatchObject({
      name: 'Backcountry campsite near Ely',
      nearestTown: 'Ely',
      hasOwnName: false,
    });
    expect(finalizeCampground(merged(null, ['rv']), towns, 'Minnesota').name).toBe('RV park near Ely');
    expect(finalizeCampground(merged(null, ['tent'], 49.5), towns, 'Minnesota').name).toBe('Campsite in Minnesota');
  });

  it('completes generic names with the town and keeps real ones', () => {
    expect(finalizeCampground(merged('Primitive Campsite 4', ['tent']), towns, 'Minnesota').name).toBe(
      'Primitive Campsite 4 near Ely',
    );
    expect(finalizeCampground(merged('Fall Lake', ['tent'], 47.95, 'Winton'), towns, 'Minnesota')).toMatchObject({
      name: 'Fall Lake',
      nearestTown: 'Winton',
      hasOwnName: true,
    });
  });

  it('scores completeness', () => {
    const bare = finalizeCampground(merged(null, []), towns, 'Minnesota');
    const named = finalizeCampground(merged('Fall Lake', ['tent']), towns, 'Minnesota');
    expect(bare.quality).toBe(0);
    expect(named.quality).toBe(15);
  });
});
