import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from './autocomplete';
import { loadPlace } from './place-loader';
import { suggestionSearchPath } from './suggestion-search-path';

// The places API is the one thing asked: whether it knows a park.
vi.mock('./place-loader', () => ({ loadPlace: vi.fn() }));
const placeLookup = vi.mocked(loadPlace);

function suggestion(overrides: Partial<Suggestion>): Suggestion {
  return {
    id: 'x',
    type: 'place',
    placeType: null,
    region: null,
    name: 'Somewhere',
    label: 'Somewhere',
    coordinates: null,
    bbox: null,
    url: null,
    slug: null,
    ...overrides,
  };
}

const filtersOf = (path: string | null) => JSON.parse(new URL(path ?? '', 'http://x').searchParams.get('filters')!);

describe('suggestionSearchPath', () => {
  beforeEach(() => placeLookup.mockReset());

  it('searches a city by its id, near it', async () => {
    const path = await suggestionSearchPath(
      suggestion({ id: 'city:1840018789', placeType: 'city', region: 'CO', coordinates: [-104.99, 39.74] }),
    );
    expect(path).toMatch(/^\/search\?filters=/);
    expect(filtersOf(path)).toEqual({ near: 'city:1840018789' });
  });

  it('searches a state by its region', async () => {
    const path = await suggestionSearchPath(suggestion({ id: 'state:ut', placeType: 'state', region: 'UT' }));
    expect(filtersOf(path)).toEqual({ region: 'UT' });
  });

  it('searches a park the places API knows as the area itself', async () => {
    placeLookup.mockResolvedValue({ id: 'park:yose' } as Awaited<ReturnType<typeof loadPlace>>);
    const path = await suggestionSearchPath(
      suggestion({ id: 'park:yose', placeType: 'admin_area', coordinates: [-119.5, 37.8] }),
    );
    expect(placeLookup).toHaveBeenCalledWith('park:yose');
    expect(filtersOf(path)).toEqual({ admin_area: 'park:yose' });
  });

  it('searches round the point of a park the places API does not know', async () => {
    placeLookup.mockResolvedValue(null);
    const path = await suggestionSearchPath(
      suggestion({ id: 'ridb:1', placeType: 'admin_area', coordinates: [-119.5, 37.8] }),
    );
    expect(filtersOf(path)).toEqual({ around: '-119.5,37.8' });
  });

  it("opens a campground's page, and names nowhere for a suggestion with no place", async () => {
    expect(await suggestionSearchPath(suggestion({ type: 'campground', url: '/camping/utah/devils-garden' }))).toBe(
      '/camping/utah/devils-garden',
    );
    expect(await suggestionSearchPath(suggestion({}))).toBeNull();
  });
});
