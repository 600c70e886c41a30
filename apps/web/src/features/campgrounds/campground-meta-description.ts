import { formatCount } from '@/lib/format';
import { agencyLabel } from './campground-labels';
import type { Campground } from './campground-schema';

/** A factual summary for search results, built the same way for every campground. */
export function campgroundMetaDescription(campground: Campground, stateName: string): string {
  const where = campground.nearestTown ? `near ${campground.nearestTown}, ${stateName}` : `in ${stateName}`;
  const agency = agencyLabel(campground);
  const facts = [
    agency ? `Managed by ${agency}` : null,
    campground.numSites !== null ? formatCount(campground.numSites, 'site') : null,
    campground.isFree === true ? 'free to stay' : null,
  ].filter((fact) => fact !== null);
  const factSentence = facts.length > 0 ? ` ${facts.join(', ')}.` : '';
  return `${campground.name} is a campground ${where}.${factSentence} Map, site types, amenities, fees, season and contact details.`;
}
