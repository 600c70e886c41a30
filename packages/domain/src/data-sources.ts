// The open datasets campgrounds, places and the visitor's approximate location (GeoIP) come from,
// with the credit each licence asks for (the footer lists every one, linked).

export const DATA_SOURCES = {
  ridb: {
    name: 'Recreation Information Database (RIDB)',
    attribution: 'Data source: ridb.recreation.gov',
    license: 'US federal data, free to redistribute',
    url: 'https://ridb.recreation.gov',
  },
  uscampgrounds: {
    name: 'uscampgrounds.info',
    attribution: 'Campground data courtesy of uscampgrounds.info (Tom Hillegass)',
    license: 'Free to use in any way, per the publisher',
    url: 'http://www.uscampgrounds.info',
  },
  osm: {
    name: 'OpenStreetMap',
    attribution: '© OpenStreetMap contributors',
    license: 'ODbL 1.0',
    url: 'https://www.openstreetmap.org/copyright',
  },
  simplemaps: {
    name: 'simplemaps US Cities Database',
    attribution: 'US cities from simplemaps.com',
    license: 'CC BY 4.0',
    url: 'https://simplemaps.com/data/us-cities',
  },
  nps: {
    name: 'National Park Service',
    attribution: 'Park data from the National Park Service',
    license: 'US federal data, public domain',
    url: 'https://www.nps.gov',
  },
  usfs: {
    name: 'USDA Forest Service',
    attribution: 'National forest boundaries from the USDA Forest Service',
    license: 'US federal data, public domain',
    url: 'https://data.fs.usda.gov/geodata/edw/datasets.php',
  },
  naturalEarth: {
    name: 'Natural Earth',
    attribution: 'State outlines and park boundaries from Natural Earth',
    license: 'Public domain',
    url: 'https://www.naturalearthdata.com',
  },
  // Locates visitors by IP (GET /api/edge/geoip). The licence asks for this exact link on pages
  // that use its results: the search map does, and the footer is on every page.
  dbip: {
    name: 'DB-IP IP to City Lite',
    attribution: 'IP Geolocation by DB-IP',
    license: 'CC BY 4.0',
    url: 'https://db-ip.com',
  },
} as const;
export type DataSourceId = keyof typeof DATA_SOURCES;
export type CampgroundSourceId = 'ridb' | 'uscampgrounds' | 'osm';

/** Link to a campground's record at its source, when the source has per-record pages. */
export function sourceRecordUrl(source: CampgroundSourceId, id: string): string | null {
  switch (source) {
    case 'ridb':
      return `https://www.recreation.gov/camping/campgrounds/${encodeURIComponent(id)}`;
    case 'osm':
      return null; // osm ids in the dataset carry no node/way prefix, so no reliable link exists
    case 'uscampgrounds':
      return null;
  }
}
