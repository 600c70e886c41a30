import { describe, expect, it } from 'vitest';
import { mapOsm, type OsmTags } from './map-osm.ts';

function feature(tags: OsmTags, coordinates: unknown = [-91.867, 47.903]) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties: { osm_id: 9848341, tourism: 'camp_site', ...tags },
  };
}

function candidate(tags: OsmTags) {
  const result = mapOsm(feature(tags));
  if (!('candidate' in result)) throw new Error(`dropped: ${result.dropped}`);
  return result.candidate;
}

describe('mapOsm', () => {
  it('drops features that are not campsites or have no position or id', () => {
    expect(mapOsm(feature({ tourism: 'picnic_site' }))).toEqual({ dropped: 'not a campground' });
    expect(mapOsm(feature({}, [0, 0]))).toEqual({ dropped: 'no coordinates' });
    expect(mapOsm({ geometry: null, properties: { tourism: 'camp_site', osm_id: 1 } })).toEqual({
      dropped: 'no coordinates',
    });
    expect(mapOsm(feature({ osm_id: null }))).toEqual({ dropped: 'no source id' });
    expect(mapOsm(feature({ 'addr:country': 'CA' }))).toEqual({ dropped: 'outside the US' });
    expect('candidate' in mapOsm(feature({ 'addr:country': 'US' }))).toBe(true);
  });

  it('maps identity and contact tags', () => {
    expect(
      candidate({
        name: 'FALL LAKE CAMPGROUND',
        phone: '+1 218-365-2963',
        website: 'www.fs.usda.gov/superior',
        'contact:email': 'info@example.org',
        'addr:city': 'Ely',
        description: 'Boat launch & beach',
      }),
    ).toMatchObject({
      source: 'osm',
      sourceId: '9848341',
      name: 'Fall Lake Campground',
      latitude: 47.903,
      longitude: -91.867,
      phone: '218-365-2963',
      website: 'https://www.fs.usda.gov/superior',
      email: 'info@example.org',
      nearestTown: 'Ely',
      description: '<p>Boat launch &amp; beach</p>',
    });
    expect(candidate({}).name).toBeNull();
  });

  it('maps amenity tags, ignoring "no"', () => {
    expect(
      candidate({
        toilets: 'vault',
        drinking_water: 'no',
        shower: 'hot',
        power_supply: 'yes',
        sanitary_dump_station: 'customers',
        dog: 'leashed',
        openfire: 'yes',
        internet_access: 'wlan',
      }).amenities,
    ).toEqual(['toilets', 'showers', 'electric_hookups', 'dump_station', 'pets_allowed', 'campfires', 'wifi']);
    expect(candidate({ drinking_water: 'untreated', internet_access: 'no' }).amenities).toEqual([]);
  });

  it('maps site-type tags', () => {
    expect(candidate({}).siteTypes).toEqual(['tent']);
    expect(candidate({ tourism: 'caravan_site' }).siteTypes).toEqual(['rv']);
    expect(candidate({ caravans: 'yes', backcountry: 'yes', group_only: 'yes', cabins: 'yes' }).siteTypes).toEqual([
      'tent',
      'rv',
      'backcountry',
      'group',
      'cabin',
    ]);
    expect(candidate({ tents: 'no', caravans: 'yes' }).siteTypes).toEqual(['rv']);
    expect(candidate({ tourism: 'caravan_site', tents: 'yes', caravans: 'no' }).siteTypes).toEqual(['tent']);
    expect(candidate({ impromptu: 'yes' }).siteTypes).toContain('dispersed');
  });

  it('maps fee, charge, capacity, reservation, opening hours and units', () => {
    expect(candidate({ fee: 'no' })).toMatchObject({ isFree: true, feeNote: null });
    expect(candidate({ fee: 'yes', charge: '20 USD' })).toMatchObject({ isFree: false, feeNote: '20 USD' });
    expect(candidate({ fee: '$200/night' })).toMatchObject({ isFree: false, feeNote: '$200/night' });
    expect(candidate({})).toMatchObject({ isFree: null, feeNote: null });
    expect(candidate({ fee: 'yes', charge: '20 USD' }).priceCents).toBe(2000);
    expect(candidate({ fee: '$200/night' }).priceCents).toBe(20000);
    expect(candidate({ fee: 'yes', charge: '10 USD / person' }).priceCents).toBeNull();
    expect(candidate({ fee: 'yes' }).priceCents).toBeNull();
    expect(candidate({ capacity: '81 Campsites' }).numSites).toBe(81);
    expect(candidate({ capacity: 'unknown' }).numSites).toBeNull();
    expect(candidate({ reservation: 'required' }).reservable).toBe(true);
    expect(candidate({ reservation: 'no' }).reservable).toBe(false);
    expect(candidate({ opening_hours: '24/7' }).season).toBe('All year');
    expect(candidate({ opening_hours: 'May-Oct' }).season).toBe('May-Oct');
    expect(candidate({ opening_hours: 'Mo-Su 09:00-17:00' }).season).toBeNull();
    expect(candidate({ ele: '100' }).elevationFt).toBe(328);
    expect(candidate({ ele: '904 feet' }).elevationFt).toBe(904);
    expect(candidate({ maxlength: "30'" }).maxRvLength).toBe(30);
    expect(candidate({ maxlength: '12' }).maxRvLength).toBe(39);
  });

  it('derives the agency from operator, operator:type, ownership and name', () => {
    expect(candidate({ operator: 'Superior National Forest' }).agency).toBe('usfs');
    expect(candidate({ operator: 'Bureau of Land Management' }).agency).toBe('blm');
    expect(candidate({ operator: 'Wisconsin Department of Natural Resources' }).agency).toBe('state_park');
    expect(candidate({ operator: 'US Army Corps of Engineers' }).agency).toBe('army_corps');
    expect(candidate({ operator: 'Dane County Parks' }).agency).toBe('county_city_park');
    expect(candidate({ operator: 'KOA' }).agency).toBe('private');
    expect(candidate({ 'operator:type': 'private' }).agency).toBe('private');
    expect(candidate({ ownership: 'state' }).agency).toBe('state_park');
    expect(candidate({ name: 'Bear Lake State Park' }).agency).toBe('state_park');
    expect(candidate({ name: 'Pine Cove RV Park', fee: 'yes' }).agency).toBe('private');
    expect(candidate({ name: 'Pine Cove RV Park', fee: 'no' }).agency).toBeNull();
    expect(candidate({ name: 'Elk Creek' }).agency).toBeNull();
  });
});
