import type { CampgroundSourceId } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { emptyCandidate } from './campground-candidate.ts';
import { clusterCandidates, mergeCluster, shouldMerge, type LocatedCandidate } from './merge-campgrounds.ts';

/** Metres to degrees of latitude, to place test points at known distances. */
const north = (meters: number) => meters / 111_195;

function at(
  source: CampgroundSourceId,
  sourceId: string,
  name: string | null,
  latitude: number,
  fields: Partial<LocatedCandidate> = {},
): LocatedCandidate {
  return {
    ...emptyCandidate(source, sourceId, latitude, -106.389),
    name,
    regionCode: 'CO',
    offshore: false,
    ...fields,
  };
}

const BASE = 39.15;

describe('shouldMerge', () => {
  it.each([
    [
      'identical names across sources 1.5 km apart',
      at('ridb', '1', 'Wrights Lake', BASE),
      at('uscampgrounds', 'CA:W', 'Wrights Lake Campground', BASE + north(1_500)),
    ],
    [
      'similar names across sources 800 m apart',
      at('ridb', '1', 'Acorn', BASE),
      at('uscampgrounds', 'CA:A', 'Acorn - New Hogan Lake', BASE + north(800)),
    ],
    [
      'an OSM node and area of one campground',
      at('osm', '1', 'Fall Lake', BASE),
      at('osm', '2', 'Fall Lake Campground', BASE + north(250)),
    ],
    [
      'a nameless OSM pad inside a campground',
      at('ridb', '1', 'Halfmoon', BASE),
      at('osm', '9', null, BASE + north(80)),
    ],
    ['a nameless point mapped twice', at('osm', '8', null, BASE), at('osm', '9', null, BASE + north(20))],
  ])('merges %s', (_label, a, b) => {
    expect(shouldMerge(a, b)).toBe(true);
    expect(shouldMerge(b, a)).toBe(true);
  });

  it.each([
    [
      'two RIDB facilities side by side',
      at('ridb', '1', 'Halfmoon', BASE),
      at('ridb', '2', 'Halfmoon', BASE + north(10)),
    ],
    [
      'identical names 2.5 km apart',
      at('ridb', '1', 'Wrights Lake', BASE),
      at('osm', '1', 'Wrights Lake', BASE + north(2_500)),
    ],
    [
      'similar names 1.2 km apart',
      at('ridb', '1', 'Acorn', BASE),
      at('uscampgrounds', 'CA:A', 'Acorn - New Hogan Lake', BASE + north(1_200)),
    ],
    [
      'same-source names 400 m apart',
      at('osm', '1', 'Fall Lake', BASE),
      at('osm', '2', 'Fall Lake', BASE + north(400)),
    ],
    ['different names at one spot', at('ridb', '1', 'Bear Creek', BASE), at('osm', '1', 'Elk Creek', BASE)],
    [
      'a campground and its group site',
      at('ridb', '1', 'Sugar Loaf', BASE),
      at('osm', '1', 'Sugar Loaf Group', BASE + north(50)),
    ],
    [
      'numbered backcountry sites',
      at('osm', '1', 'Saganaga Lake #1', BASE),
      at('osm', '2', 'Saganaga Lake #2', BASE + north(100)),
    ],
    [
      'a nameless pad 150 m from a campground',
      at('ridb', '1', 'Halfmoon', BASE),
      at('osm', '9', null, BASE + north(150)),
    ],
    ['two nameless pads 40 m apart', at('osm', '8', null, BASE), at('osm', '9', null, BASE + north(40))],
  ])('keeps apart %s', (_label, a, b) => {
    expect(shouldMerge(a, b)).toBe(false);
    expect(shouldMerge(b, a)).toBe(false);
  });
});

describe('clusterCandidates', () => {
  it('never puts two RIDB facilities in one cluster, even through a shared neighbour', () => {
    const clusters = clusterCandidates([
      at('osm', '5', 'Halfmoon', BASE + north(300)),
      at('ridb', '1', 'Halfmoon', BASE),
      at('ridb', '2', 'Halfmoon', BASE + north(600)),
    ]);
    expect(clusters).toHaveLength(2);
    expect(clusters.map((cluster) => cluster.map((member) => member.sourceId))).toEqual([['1', '5'], ['2']]);
  });

  it('gives the same clusters whatever the input order', () => {
    const candidates = [
      at('uscampgrounds', 'CO:H', 'Halfmoon', BASE + north(60)),
      at('osm', '5', 'Halfmoon Campground', BASE + north(30)),
      at('osm', '6', null, BASE + north(90)),
      at('ridb', '1', 'HALFMOON', BASE),
      at('osm', '7', 'Elbert Creek', BASE + north(500)),
    ];
    const keys = (list: LocatedCandidate[]) =>
      clusterCandidates(list).map((cluster) => cluster.map((member) => `${member.source}:${member.sourceId}`));
    expect(keys(candidates)).toEqual(keys([...candidates].reverse()));
    expect(keys(candidates)).toEqual([['ridb:1', 'uscampgrounds:CO:H', 'osm:5', 'osm:6'], ['osm:7']]);
  });
});

describe('mergeCluster', () => {
  it('takes identity from RIDB, position from RIDB/OSM, contacts from fresh sources and unions the lists', () => {
    const merged = mergeCluster([
      at('osm', '5', 'Halfmoon Campground', BASE + 0.0002, {
        phone: '719-000-0000',
        amenities: ['toilets', 'campfires'],
        siteTypes: ['tent'],
        isFree: false,
        feeNote: '20 USD',
        priceCents: 2000,
        agency: 'usfs',
      }),
      at('uscampgrounds', 'CO:HALF:39.157,-106.389', 'Halfmoon', BASE + 0.0007, {
        phone: '719-486-0749',
        numSites: 22,
        amenities: ['drinking_water'],
        siteTypes: ['rv'],
        isFree: true,
        feeNote: 'No fee',
        agency: 'state_park',
        season: 'Mid May-mid Sep',
      }),
      at('ridb', '1001', 'Halfmoon', BASE, { regionCode: 'CO', reservable: true, agency: null }),
    ]);
    expect(merged).toMatchObject({
      name: 'Halfmoon',
      latitude: BASE,
      agency: 'state_park',
      phone: '719-000-0000',
      isFree: false,
      feeNote: '20 USD',
      priceCents: 2000,
      numSites: 22,
      reservable: true,
      season: 'Mid May-mid Sep',
      amenities: ['toilets', 'drinking_water', 'campfires'],
      siteTypes: ['tent', 'rv'],
    });
    expect(merged.sources).toEqual([
      { source: 'ridb', id: '1001' },
      { source: 'uscampgrounds', id: 'CO:HALF:39.157,-106.389' },
      { source: 'osm', id: '5' },
    ]);
  });

  it('prefers OSM coordinates over the rounded uscampgrounds ones and falls back to "other"', () => {
    const merged = mergeCluster([
      at('uscampgrounds', 'CO:X', 'Twin Peaks', 39.157),
      at('osm', '9', 'Twin Peaks Campground', 39.15712, { regionCode: 'UT', offshore: true }),
    ]);
    expect(merged).toMatchObject({
      name: 'Twin Peaks',
      latitude: 39.15712,
      regionCode: 'UT',
      offshore: true,
      agency: 'other',
    });
  });

  it('prices a free campground at 0 whatever another source charged', () => {
    const merged = mergeCluster([
      at('osm', '5', 'Halfmoon', BASE, { isFree: true, priceCents: 1500 }),
      at('uscampgrounds', 'CO:H', 'Halfmoon', BASE, { isFree: false, feeNote: 'Low fee' }),
    ]);
    expect(merged).toMatchObject({ isFree: true, priceCents: 0 });
    expect(mergeCluster([at('uscampgrounds', 'CO:H', 'Halfmoon', BASE, { isFree: false })]).priceCents).toBeNull();
  });
});
