import { describe, expect, it } from 'vitest';
import { parseSuggestions, suggestionIcon } from './autocomplete';

describe('suggestionIcon', () => {
  it('follows the spec: city pin, admin_area tree, state by region, others plain pin', () => {
    expect(suggestionIcon({ type: 'place', placeType: 'city', region: 'ut' })).toEqual({ kind: 'pin' });
    expect(suggestionIcon({ type: 'place', placeType: 'admin_area', region: 'ut' })).toEqual({ kind: 'tree' });
    expect(suggestionIcon({ type: 'place', placeType: 'state', region: 'co' })).toEqual({
      kind: 'state',
      region: 'co',
    });
    expect(suggestionIcon({ type: 'campground', placeType: 'campground', region: 'co' })).toEqual({
      kind: 'plain-pin',
    });
    expect(suggestionIcon({ type: 'campground', placeType: 'city', region: 'co' })).toEqual({ kind: 'plain-pin' });
  });
});

describe('parseSuggestions', () => {
  it('reads the plain array and tolerates junk', () => {
    expect(parseSuggestions({ not: 'an array' })).toEqual([]);
    const [city] = parseSuggestions([
      {
        id: 'city:1',
        type: 'place',
        placeType: 'city',
        region: 'ut',
        name: 'Moab',
        label: 'Moab, UT',
        coordinates: [-109.5, 38.6],
      },
      { junk: true },
    ]);
    expect(city).toMatchObject({ name: 'Moab', label: 'Moab, UT', coordinates: [-109.5, 38.6], bbox: null, url: null });
  });
});
