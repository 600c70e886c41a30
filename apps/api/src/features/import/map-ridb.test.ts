import { describe, expect, it } from 'vitest';
import { agencyFromEmail, agencyFromKeywords, mapRidb, ridbIsFree, type RidbRow } from './map-ridb.ts';

function row(overrides: Partial<RidbRow> = {}): RidbRow {
  return {
    FacilityID: '232713',
    FacilityName: 'SUGAR LOAF',
    FacilityLatitude: '35.5458333',
    FacilityLongitude: '-92.2722222',
    FacilityDescription:
      '<h2>Overview</h2> <p>Sugar Loaf Park is on Greers Ferry Lake. Sites have electric hookups, fire rings and a dump station; showers nearby.</p>',
    FacilityPhone: '501-654-2267',
    FacilityEmail: '',
    FacilityTypeDescription: 'Campground',
    Reservable: 'True',
    Keywords: 'SUG1,GREERS FERRY LAKE',
    ...overrides,
  };
}

function candidate(overrides: Partial<RidbRow> = {}) {
  const result = mapRidb(row(overrides));
  if (!('candidate' in result)) throw new Error(`dropped: ${result.dropped}`);
  return result.candidate;
}

describe('mapRidb', () => {
  it('keeps Campground rows, and Facility rows named as camps, with coordinates', () => {
    expect(mapRidb(row({ FacilityTypeDescription: 'Facility', FacilityName: 'Leadville Ranger District' }))).toEqual({
      dropped: 'not a campground',
    });
    expect(mapRidb(row({ FacilityTypeDescription: 'Permit', FacilityName: 'Hemlock Camp' }))).toEqual({
      dropped: 'not a campground',
    });
    expect(
      mapRidb(row({ FacilityTypeDescription: 'Facility', FacilityName: 'Tin Can Flat Campground' })),
    ).toMatchObject({
      candidate: { name: 'Tin Can Flat Campground' },
    });
    expect(mapRidb(row({ FacilityLatitude: '0' }))).toEqual({ dropped: 'no coordinates' });
    expect(mapRidb(row({ FacilityLongitude: '' }))).toEqual({ dropped: 'no coordinates' });
  });

  it('drops picnic shelters and day-use areas filed as campgrounds', () => {
    expect(mapRidb(row({ FacilityName: 'DEEP CREEK PICNIC PAVILION' }))).toEqual({ dropped: 'day-use area' });
    expect(mapRidb(row({ FacilityName: 'Tony Grove Day Use' }))).toEqual({ dropped: 'day-use area' });
    expect('candidate' in mapRidb(row({ FacilityName: 'Sugar Creek Campground and Day Use Area' }))).toBe(true);
    expect('candidate' in mapRidb(row({ FacilityName: 'SHELTER BAY CABIN' }))).toBe(true);
  });

  it('maps identity, contact and booking fields', () => {
    const mapped = candidate();
    expect(mapped).toMatchObject({
      source: 'ridb',
      sourceId: '232713',
      name: 'Sugar Loaf',
      latitude: 35.5458333,
      longitude: -92.2722222,
      phone: '501-654-2267',
      reservable: true,
      website: 'https://www.recreation.gov/camping/campgrounds/232713',
    });
    expect(candidate({ Reservable: 'False' })).toMatchObject({ reservable: false, website: null });
  });

  it('reads amenities and site types from the description', () => {
    const mapped = candidate();
    expect(mapped.amenities).toEqual(['showers', 'electric_hookups', 'dump_station', 'campfires']);
    expect(mapped.siteTypes).toEqual(['tent', 'rv']);
    expect(candidate({ FacilityName: 'BARANOF LAKE CABIN' }).siteTypes).toEqual(['cabin']);
    expect(candidate({ FacilityName: 'MINERAL SPRINGS GROUP' }).siteTypes).toContain('group');
  });

  it('does not list an amenity the description denies', () => {
    const mapped = candidate({ FacilityDescription: '<p>Vault toilets. There is no potable water; bring water.</p>' });
    expect(mapped.amenities).toEqual(['toilets']);
  });

  it('sanitises the description and marks the 500-character cut', () => {
    const long = `<h2>Overview</h2> <p>${'Quiet lakeside sites. '.repeat(30)}</p>`.slice(0, 500);
    const mapped = candidate({ FacilityDescription: long });
    expect(mapped.description).toMatch(/^<h3>Overview<\/h3><p>Quiet lakeside sites\./);
    expect(mapped.description).toMatch(/…<\/p>$/);
  });

  it('parses elevation and the longest RV from the text', () => {
    const mapped = candidate({
      FacilityDescription: '<p>Located at an elevation of 6,200 feet. Maximum trailer length 25 feet.</p>',
    });
    expect(mapped).toMatchObject({ elevationFt: 6200, maxRvLength: 25 });
  });

  it('takes the agency from the e-mail domain, then the forest keyword, then the description', () => {
    expect(candidate({ FacilityEmail: 'utprmail@blm.gov ' }).agency).toBe('blm');
    expect(candidate({ Keywords: 'GIRD,BITTERROOT NF -FS' }).agency).toBe('usfs');
    expect(candidate({ FacilityDescription: '<p>Run by the U.S. Army Corps of Engineers.</p>' }).agency).toBe(
      'army_corps',
    );
    expect(candidate().agency).toBeNull();
  });
});

describe('agency helpers', () => {
  it('recognises agency e-mail domains even in malformed values', () => {
    expect(agencyFromEmail('www.fs.fed.us/r3/prescott')).toBe('usfs');
    expect(agencyFromEmail('someone@usda.gov')).toBe('usfs');
    expect(agencyFromEmail('a@nps.gov')).toBe('nps');
    expect(agencyFromEmail('b@swf02.usace.army.mil')).toBe('army_corps');
    expect(agencyFromEmail('comments@AmericanLL.com')).toBeNull();
  });

  it('recognises forest keywords', () => {
    expect(agencyFromKeywords('DOEL,NFs IN FLORIDA - FS')).toBe('usfs');
    expect(agencyFromKeywords('STOCKTON LAKE,TWIN BRIDGES')).toBeNull();
  });
});

describe('ridbIsFree', () => {
  it('is true only for an unconditional "no fee" sentence', () => {
    expect(ridbIsFree('This is a first come first serve campground that currently has no fees for use.')).toBe(true);
    expect(ridbIsFree('There are no fees associated with this site.')).toBe(true);
    expect(ridbIsFree('During the off-season there is no water, no trash service, and no fees.')).toBeNull();
    expect(ridbIsFree('Fees are $20 per night.')).toBeNull();
  });
});
