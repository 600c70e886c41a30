// A miniature copy of the nine datasets (two rectangular "states"), written to a temp directory for
// tests. Kept as TypeScript on purpose: data files are never committed to the repo.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_FILES } from './data-files.ts';

type Row = Record<string, string | number>;

function csv(columns: string[], rows: Row[], bom = false): string {
  const quote = (value: string | number | undefined) => `"${String(value ?? '').replace(/"/g, '""')}"`;
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column])).join(','))];
  return `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

export function rectangle(west: number, south: number, east: number, north: number): number[][][] {
  return [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ];
}

const RIDB_COLUMNS = [
  'FacilityID',
  'FacilityName',
  'FacilityLatitude',
  'FacilityLongitude',
  'FacilityDescription',
  'FacilityPhone',
  'FacilityEmail',
  'FacilityReservationURL',
  'FacilityTypeDescription',
  'Reservable',
  'StayLimit',
  'Keywords',
  'LastUpdatedDate',
  'Activities',
];

const USC_COLUMNS = [
  'region',
  'lon',
  'lat',
  'gps_composite',
  'code',
  'name',
  'type',
  'phone',
  'dates_open',
  'comments',
  'num_sites',
  'elevation',
  'amenities',
  'state',
  'nearest_town',
  'extra',
  'hookup_type',
];

export interface ImportFixture {
  ridb: Row[];
  uscampgrounds: Row[];
  osm: { lon: number; lat: number; tags: Record<string, string | number> }[];
}

/** Halfmoon (RIDB + uscampgrounds + OSM, one campground), Devils Garden (uscampgrounds), an unnamed
 * OSM backcountry pad, an OSM RV park; plus rows each source must drop. */
export function defaultFixture(): ImportFixture {
  return {
    ridb: [
      {
        FacilityID: '1001',
        FacilityName: 'HALFMOON CAMPGROUND',
        FacilityLatitude: '39.1565',
        FacilityLongitude: '-106.389',
        FacilityDescription:
          '<h2>Overview</h2> <p>Halfmoon sits at an elevation of 9,900 feet with vault toilets and drinking water.</p>',
        FacilityPhone: '(719) 486-0749',
        FacilityEmail: 'halfmoon@usda.gov',
        FacilityTypeDescription: 'Campground',
        Reservable: 'True',
      },
      {
        FacilityID: '1002',
        FacilityName: 'Leadville Ranger District',
        FacilityLatitude: '39.25',
        FacilityLongitude: '-106.29',
        FacilityTypeDescription: 'Facility',
        Reservable: 'False',
      },
      {
        FacilityID: '1003',
        FacilityName: 'Nowhere',
        FacilityLatitude: '0',
        FacilityLongitude: '0',
        FacilityTypeDescription: 'Campground',
        Reservable: 'False',
      },
    ],
    uscampgrounds: [
      {
        region: 'WestCamp',
        lon: '-106.389',
        lat: '39.157',
        code: 'HALF',
        name: 'Halfmoon',
        type: 'NF',
        phone: '719.486.0749',
        dates_open: 'mid may-mid sep',
        num_sites: '22',
        elevation: '9900',
        amenities: 'NH VT DW NR L$ 30ft',
        state: 'CO',
        nearest_town: '6.0',
        extra: 'SW,Leadville',
      },
      {
        region: 'SouthwestCamp',
        lon: '-109.57',
        lat: '38.78',
        code: 'DEVI',
        name: 'Devils Garden - Arches National Park',
        type: 'NP',
        phone: '435.719.2299',
        num_sites: '51',
        amenities: 'NH FT DW RS',
        state: 'UT',
        nearest_town: '18.0',
        extra: 'N,Moab',
      },
      {
        region: 'SouthwestCamp',
        lon: '-109.57',
        lat: '38.78',
        code: 'DEVI',
        name: 'Devils Garden - Arches National Park',
        type: 'NP',
        amenities: 'NH FT DW RS',
        state: 'UT',
      },
      { region: 'CanadaCamp', lon: '-114.0', lat: '51.0', code: 'BANF', name: 'Banff', type: 'NP', state: 'AB' },
    ],
    osm: [
      {
        lon: -106.3893,
        lat: 39.1567,
        tags: { osm_id: 501, tourism: 'camp_site', name: 'Halfmoon Campground', fee: 'yes', toilets: 'yes' },
      },
      { lon: -106.25, lat: 39.3, tags: { osm_id: 502, tourism: 'camp_site', backcountry: 'yes' } },
      {
        lon: -109.52,
        lat: 38.58,
        tags: {
          osm_id: 503,
          tourism: 'caravan_site',
          name: 'Sand Flats RV Park',
          fee: 'yes',
          charge: '25 USD/night',
          power_supply: 'yes',
        },
      },
      {
        lon: -109.52,
        lat: 38.58,
        tags: {
          osm_id: 503,
          tourism: 'caravan_site',
          name: 'Sand Flats RV Park',
          fee: 'yes',
          charge: '25 USD/night',
          power_supply: 'yes',
        },
      },
      { lon: -110.0, lat: 50.0, tags: { osm_id: 504, tourism: 'camp_site', name: 'Across the border' } },
    ],
  };
}

function osmGeojson(features: ImportFixture['osm']): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: features.map(({ lon, lat, tags }) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: tags,
    })),
  });
}

const STATES = [
  {
    postal: 'CO',
    name: 'Colorado',
    iso_3166_2: 'US-CO',
    min_lon: -109.05,
    min_lat: 37,
    max_lon: -102.05,
    max_lat: 41,
    label_lat: 39,
    label_lon: -105.5,
  },
  {
    postal: 'UT',
    name: 'Utah',
    iso_3166_2: 'US-UT',
    min_lon: -114.05,
    min_lat: 37,
    max_lon: -109.05,
    max_lat: 42,
    label_lat: 39.5,
    label_lon: -111.5,
  },
];

/** Writes the fixture's files into a fresh temp directory and returns its path. */
export function writeImportFixture(
  fixture: ImportFixture = defaultFixture(),
  dir = mkdtempSync(path.join(tmpdir(), 'campwise-import-')),
): string {
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  write(DATA_FILES.ridb, csv(RIDB_COLUMNS, fixture.ridb));
  write(DATA_FILES.uscampgrounds, csv(USC_COLUMNS, fixture.uscampgrounds));
  write(DATA_FILES.osm, osmGeojson(fixture.osm));
  write(
    DATA_FILES.cities,
    csv(
      ['city', 'city_ascii', 'state_id', 'state_name', 'lat', 'lng', 'population', 'id'],
      [
        {
          city: 'Leadville',
          city_ascii: 'Leadville',
          state_id: 'CO',
          state_name: 'Colorado',
          lat: 39.2473,
          lng: -106.2916,
          population: 2600,
          id: '1840020199',
        },
        {
          city: 'Moab',
          city_ascii: 'Moab',
          state_id: 'UT',
          state_name: 'Utah',
          lat: 38.5738,
          lng: -109.5498,
          population: 5300,
          id: '1840020237',
        },
        {
          city: 'San Juan',
          city_ascii: 'San Juan',
          state_id: 'PR',
          state_name: 'Puerto Rico',
          lat: 18.4,
          lng: -66.06,
          population: 2000000,
          id: '1630035577',
        },
      ],
      true,
    ),
  );
  write(
    DATA_FILES.npsUnits,
    JSON.stringify([
      {
        name: 'Rocky Mountain National Park',
        parkCode: 'romo',
        designation: 'National Park',
        lat: 40.35,
        lon: -105.7,
        states: 'CO',
      },
      {
        name: 'Arches National Park',
        parkCode: 'arch',
        designation: 'National Park',
        lat: 38.72,
        lon: -109.59,
        states: 'UT',
      },
      {
        name: 'Virgin Islands National Park',
        parkCode: 'viis',
        designation: 'National Park',
        lat: 18.33,
        lon: -64.74,
        states: 'VI',
      },
    ]),
  );
  write(
    DATA_FILES.stateOutlines,
    JSON.stringify({
      type: 'FeatureCollection',
      features: STATES.map((state) => ({
        type: 'Feature',
        properties: { postal: state.postal, name: state.name },
        geometry: {
          type: 'Polygon',
          coordinates: rectangle(state.min_lon, state.min_lat, state.max_lon, state.max_lat),
        },
      })),
    }),
  );
  write(DATA_FILES.stateBoxes, csv(Object.keys(STATES[0] ?? {}), STATES));
  // Two ranger districts of one forest (merged into one place) and one forest outside every state.
  write(
    DATA_FILES.forests,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { forest: 'Manti-La Sal National Forest', acres: 600_000, box: [-109.55, 38.3, -109.1, 38.6] },
        { forest: 'Manti-La Sal National Forest', acres: 400_000, box: [-109.4, 37.7, -109.2, 38.0] },
        { forest: 'El Yunque National Forest', acres: 28_000, box: [-65.9, 18.2, -65.7, 18.4] },
      ].map((district) => ({
        type: 'Feature',
        properties: { forest: district.forest, district: 'District', gis_acres: district.acres },
        geometry: { type: 'Polygon', coordinates: rectangle(...(district.box as [number, number, number, number])) },
      })),
    }),
  );
  // Arches has an outline (around Devils Garden, not Sand Flats); Rocky Mountain has none.
  write(
    DATA_FILES.parkPolygons,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { unit_code: 'ARCH', unit_name: 'Arches NP', unit_type: 'National Park' },
          geometry: { type: 'Polygon', coordinates: rectangle(-109.7, 38.6, -109.5, 38.85) },
        },
      ],
    }),
  );
  return dir;
}
