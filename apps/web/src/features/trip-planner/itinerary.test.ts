import { describe, expect, it } from 'vitest';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { bookNightHref, buildItinerary, routeSourceText } from './itinerary';
import { METERS_PER_MILE } from './trip-distances';

const arches = {
  id: '1',
  name: 'Devils Garden',
  slug: 'devils-garden',
  regionSlug: 'utah',
  bookable: true,
} as Campground;
const ridgway = { id: '2', name: 'Ridgway', slug: 'ridgway', regionSlug: 'colorado', bookable: false } as Campground;

describe('bookNightHref', () => {
  it('links a bookable campground’s booking with the night’s dates', () => {
    expect(bookNightHref(arches, { night: 3, date: '2027-06-07' })).toBe(
      '/camping/utah/devils-garden?start-date=2027-06-07&end-date=2027-06-08#book',
    );
  });

  it('offers no booking where the campground takes none or the night has no date', () => {
    expect(bookNightHref(ridgway, { night: 1, date: '2027-06-07' })).toBeNull();
    expect(bookNightHref(arches, { night: 1, date: null })).toBeNull();
  });
});

describe('buildItinerary', () => {
  it('writes each night, its drive and booking, the last drive and the total', () => {
    const itinerary = buildItinerary(
      [
        { night: 1, date: '2027-06-05' },
        { night: 2, date: '2027-06-06' },
      ],
      [ridgway, null],
      { nights: [200 * METERS_PER_MILE, null], finalMeters: 150 * METERS_PER_MILE },
    );
    expect(itinerary.nights).toEqual([
      {
        night: 1,
        label: 'Night 1 · June 5, 2027',
        campground: ridgway,
        driveText: '200 mi',
        bookHref: null,
        bookNote: null,
        campgroundHref: '/camping/colorado/ridgway',
      },
      {
        night: 2,
        label: 'Night 2 · June 6, 2027',
        campground: null,
        driveText: null,
        bookHref: null,
        bookNote: null,
        campgroundHref: null,
      },
    ]);
    expect(itinerary.finalDriveText).toBe('150 mi');
    expect(itinerary.totalText).toBe('350 mi');
  });
});

describe('a bookable night without dates', () => {
  it('says what booking needs', () => {
    const itinerary = buildItinerary([{ night: 1, date: null }], [arches], { nights: [1000], finalMeters: 0 });
    expect(itinerary.nights[0]?.bookHref).toBeNull();
    expect(itinerary.nights[0]?.bookNote).toBe('Bookable on Campwise: choose the first night’s date to book.');
  });
});

describe('routeSourceText', () => {
  it('says plainly when the route is a straight line', () => {
    expect(routeSourceText('great-circle')).toMatch(/^Straight-line route \(no road routing configured\)/);
    expect(routeSourceText('osrm')).toBe('Road route');
  });
});
