import { describe, expect, it } from 'vitest';
import {
  formatSeason,
  mapUscampgrounds,
  parseAmenityCodes,
  uscampgroundsSourceId,
  uscampgroundsTown,
  type UscampgroundsRow,
} from './map-uscampgrounds.ts';

function row(overrides: Partial<UscampgroundsRow> = {}): UscampgroundsRow {
  return {
    region: 'WestCamp',
    lon: '-122.771',
    lat: '40.786',
    code: 'ACKE',
    name: 'Ackerman',
    type: 'NF',
    phone: '530.275.1587/530.226.2500',
    dates_open: 'mid may-mid sep',
    comments: '',
    num_sites: '66',
    elevation: '1923',
    amenities: 'NH DP 40ft FT DW NS NR',
    state: 'CA',
    nearest_town: '6.3',
    extra: 'N,Lewiston',
    ...overrides,
  };
}

function candidate(overrides: Partial<UscampgroundsRow> = {}) {
  const result = mapUscampgrounds(row(overrides));
  if (!('candidate' in result)) throw new Error(`dropped: ${result.dropped}`);
  return result.candidate;
}

describe('mapUscampgrounds', () => {
  it('drops Canadian rows and rows without coordinates', () => {
    expect(mapUscampgrounds(row({ region: 'CanadaCamp' }))).toEqual({ dropped: 'outside the US' });
    expect(mapUscampgrounds(row({ lat: '' }))).toEqual({ dropped: 'no coordinates' });
  });

  it('maps a Forest Service campground', () => {
    expect(candidate()).toMatchObject({
      source: 'uscampgrounds',
      sourceId: 'CA:ACKE:40.786,-122.771',
      name: 'Ackerman',
      agency: 'usfs',
      amenities: ['toilets', 'drinking_water', 'dump_station'],
      siteTypes: ['tent', 'rv'],
      numSites: 66,
      maxRvLength: 40,
      phone: '530-275-1587',
      reservable: false,
      isFree: null,
      season: 'Mid May-mid Sep',
      elevationFt: 1923,
      nearestTown: 'Lewiston',
      description: null,
    });
  });

  it('maps type codes to agencies', () => {
    expect(candidate({ type: 'NP' }).agency).toBe('nps');
    expect(candidate({ type: 'BLM' }).agency).toBe('blm');
    expect(candidate({ type: 'SP' }).agency).toBe('state_park');
    expect(candidate({ type: 'SF' }).agency).toBe('state_park');
    expect(candidate({ type: 'CP' }).agency).toBe('county_city_park');
    expect(candidate({ type: 'COE' }).agency).toBe('army_corps');
    expect(candidate({ type: 'MIL' }).agency).toBe('other');
    expect(candidate({ type: '', name: 'Bear Lake State Park' }).agency).toBe('state_park');
    expect(candidate({ type: '', name: 'Dolly Varden Lake' }).agency).toBeNull();
  });

  it('reads site types from comments and names', () => {
    expect(candidate({ comments: 'tents only', amenities: 'E DP' }).siteTypes).toEqual(['tent']);
    expect(candidate({ comments: 'no tents' }).siteTypes).toEqual(['rv']);
    expect(candidate({ comments: 'dispersed - no facil', amenities: 'NH' }).siteTypes).toEqual(['tent', 'dispersed']);
    expect(candidate({ name: 'Spring Canyon Group' }).siteTypes).toContain('group');
  });

  it('keeps comments as an escaped paragraph', () => {
    expect(candidate({ comments: 'take ferry <from> Chelan' }).description).toBe(
      '<p>Take ferry &lt;from&gt; Chelan</p>',
    );
  });

  it('identifies rows by state, code and coordinates because codes repeat', () => {
    expect(uscampgroundsSourceId({ state: 'ak', code: 'alli', lat: '61.0860', lon: '-146.343' })).toBe(
      'AK:ALLI:61.086,-146.343',
    );
    expect(uscampgroundsSourceId(row())).not.toBe(uscampgroundsSourceId(row({ lat: '40.787' })));
  });
});

describe('parseAmenityCodes', () => {
  it('reads hookups, toilets, water, showers, pets, reservations, fees and RV length', () => {
    expect(parseAmenityCodes('WES FT DW SH RS PA N$ 45ft')).toEqual({
      amenities: [
        'toilets',
        'drinking_water',
        'showers',
        'electric_hookups',
        'water_hookups',
        'sewer_hookups',
        'pets_allowed',
      ],
      hasHookups: true,
      reservable: true,
      isFree: true,
      feeNote: 'No fee',
      maxRvLength: 45,
    });
  });

  it('treats the "no ..." codes as absent and L$ as a low fee', () => {
    expect(parseAmenityCodes('NH ND NT NW NS NR NP L$')).toEqual({
      amenities: [],
      hasHookups: false,
      reservable: false,
      isFree: false,
      feeNote: 'Low fee',
      maxRvLength: null,
    });
  });
});

describe('formatSeason and uscampgroundsTown', () => {
  it('formats seasons and ignores instructions', () => {
    expect(formatSeason('all year')).toBe('All year');
    expect(formatSeason('early apr-late oct')).toBe('Early Apr-late Oct');
    expect(formatSeason('see agency web site for open/closed status')).toBeNull();
    expect(formatSeason('')).toBeNull();
  });

  it('takes the town after the direction', () => {
    expect(uscampgroundsTown('S ,Valdez')).toBe('Valdez');
    expect(uscampgroundsTown(',')).toBeNull();
    expect(uscampgroundsTown('')).toBeNull();
  });
});
