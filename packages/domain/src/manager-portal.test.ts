import { describe, expect, it } from 'vitest';
import { managerPortalState } from './manager-portal.ts';

describe('managerPortalState (spec section 3)', () => {
  it.each([
    ['new_book_bookings', 'claim_only', 'pms_bookings'],
    ['rentals_united_bookings', 'claim_and_bookings', 'pms_bookings'],
    ['res_nexus_bookings', null, 'pms_bookings'],
    ['campwise_bookings', 'claim_only', 'campwise_bookings'],
    [null, 'claim_and_bookings', 'standby'],
    ['something_else', 'claim_and_bookings', 'standby'],
    [null, 'claim_only', 'no_bookings'],
    [undefined, undefined, 'no_bookings'],
  ])('method %s with intention %s is %s', (bookingMethod, bookingIntention, expected) => {
    expect(managerPortalState({ bookingMethod, bookingIntention })).toBe(expected);
  });

  it('no active claim has no bookings', () => {
    expect(managerPortalState(null)).toBe('no_bookings');
  });
});
