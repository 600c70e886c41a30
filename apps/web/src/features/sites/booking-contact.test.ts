import { describe, expect, it } from 'vitest';
import { contactWays, isFederalReservable, joinWays } from './booking-contact';

describe('booking contact', () => {
  it('knows federal reservable campgrounds', () => {
    expect(isFederalReservable({ reservable: true, agency: 'nps' })).toBe(true);
    expect(isFederalReservable({ reservable: true, agency: 'army_corps' })).toBe(true);
    expect(isFederalReservable({ reservable: false, agency: 'usfs' })).toBe(false);
    expect(isFederalReservable({ reservable: true, agency: 'state_park' })).toBe(false);
    expect(isFederalReservable({ reservable: null, agency: 'blm' })).toBe(false);
  });

  it('lists the ways to get in touch in words', () => {
    const ways = contactWays({ phone: '555-0100', website: 'example.org', email: 'a@example.org' });
    expect(joinWays(ways)).toBe('call the campground, visit its website or email it');
    expect(joinWays(contactWays({ phone: null, website: 'example.org', email: 'a@example.org' }))).toBe(
      'visit its website or email the campground',
    );
    expect(joinWays(contactWays({ phone: '555-0100', website: null, email: null }))).toBe('call the campground');
    expect(joinWays([])).toBe('');
  });
});
