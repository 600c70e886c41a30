import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  capacityLabel,
  hookupsLabel,
  kindLabel,
  nightlyFromLabel,
  shortPrice,
  stayPriceLabel,
} from './site-labels';

describe('site labels', () => {
  it('names kinds and hookups, with a fallback for new values', () => {
    expect(kindLabel('rv')).toBe('RV');
    expect(kindLabel('yurt_deluxe')).toBe('Yurt deluxe');
    expect(hookupsLabel(['electric-50', 'water', 'sewer'])).toBe('50-amp electric, Water, Sewer');
    expect(hookupsLabel([])).toBe('None');
    expect(capacityLabel(8)).toBe('Up to 8 people');
    expect(capacityLabel(1)).toBe('Up to 1 person');
    expect(capacityLabel(null)).toBeNull();
  });

  it("says 'Available' or why not, and nothing without dates", () => {
    expect(availabilityLabel({ available: true, unavailableReason: null })).toBe('Available');
    expect(availabilityLabel({ available: false, unavailableReason: 'booked' })).toBe(
      'Booked for some of these nights',
    );
    expect(availabilityLabel({ available: false, unavailableReason: 'min-stay' })).toBe(
      'Stay is shorter than the minimum',
    );
    expect(availabilityLabel({ available: false, unavailableReason: null })).toBe('Not available');
    expect(availabilityLabel({ available: null, unavailableReason: null })).toBeNull();
  });

  it('prices a stay and a night in dollars', () => {
    expect(stayPriceLabel({ stayCents: 14500, nights: 3 })).toBe('$145.00 for 3 nights');
    expect(stayPriceLabel({ stayCents: 4500, nights: 1 })).toBe('$45.00 for 1 night');
    expect(stayPriceLabel({ stayCents: null, nights: null })).toBeNull();
    expect(nightlyFromLabel({ nightlyFromCents: 4500 })).toBe('From $45.00/night');
    expect(shortPrice(4500)).toBe('$45');
    expect(shortPrice(4550)).toBe('$45.50');
    expect(shortPrice(123400)).toBe('$1,234');
  });
});
