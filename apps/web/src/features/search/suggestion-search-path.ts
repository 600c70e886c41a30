// Where a chosen suggestion leads from outside the search page (the home page's box): the same
// /search address the search page writes when that place is chosen in its own box, so the
// search opens on the place and names it; a campground opens its page.
import type { Suggestion } from './autocomplete';
import { searchWithFilters, type SearchFilters } from './build-filters';
import { suggestionLocation } from './place-area';
import { loadPlace } from './place-loader';

/** The address, or null when the suggestion names nowhere (no id, no point). */
export async function suggestionSearchPath(suggestion: Suggestion): Promise<string | null> {
  if (suggestion.type === 'campground' && suggestion.url) return suggestion.url;
  let location: SearchFilters | null = suggestionLocation(suggestion);
  // A park or forest is searched as the area itself when the places API knows it, as the
  // search page does; else by its point.
  if (suggestion.placeType === 'admin_area') {
    const place = await loadPlace(suggestion.id);
    if (place) location = { admin_area: place.id };
  }
  return location ? `/search${searchWithFilters('', location)}` : null;
}
