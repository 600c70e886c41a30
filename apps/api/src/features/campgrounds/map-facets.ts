// Which precomputed map cells answer a search (ADR 0034). campground_map_cells holds, per zoom
// and grid cell, one row for every visible campground (facet '') and one per value of the common
// filters ('site:rv', 'amenity:water_hookups', 'agency:blm', 'region:CO', 'free',
// 'reservable:true', 'rating:7' for an average of at least 3.5). The database derives a
// campground's facets (campwise_map_facets, migration 0022); this names the one a search means.
import type { CampgroundSearch } from './campground-search.ts';

/** The facet whose members are exactly the search's matches, or null: the map groups live. */
export function mapFacetOf(search: CampgroundSearch): string | null {
  const given = Object.entries(search).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  if (given.length === 0) return '';
  // Two conditions at once are an intersection no single facet holds.
  if (given.length > 1) return null;
  const [name, value] = given[0]!;
  const only = (values: unknown) => (Array.isArray(values) && values.length === 1 ? String(values[0]) : null);
  switch (name as keyof CampgroundSearch) {
    case 'regionCode':
      return `region:${String(value)}`;
    case 'agency':
      return `agency:${String(value)}`;
    case 'landTypes': {
      const agency = only(value);
      return agency === null ? null : `agency:${agency}`;
    }
    case 'siteTypes': {
      const siteType = only(value);
      return siteType === null ? null : `site:${siteType}`;
    }
    case 'amenities': {
      const amenity = only(value);
      return amenity === null ? null : `amenity:${amenity}`;
    }
    case 'free':
      return value === true ? 'free' : null;
    case 'reservable':
      return `reservable:${String(value)}`;
    case 'minRating': {
      // filter[min-rating] is 1 to 5 in halves: facets count half stars.
      const halves = Number(value) * 2;
      return Number.isInteger(halves) && halves >= 2 && halves <= 10 ? `rating:${halves}` : null;
    }
    default:
      return null;
  }
}
