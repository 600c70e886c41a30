import { describe, expect, it } from 'vitest';
import type { Claim, ManagedCampground } from './manager-records';
import { activeCampground, claimForCampground, initialManagerState, managerReducer } from './manager-state';

function campground(id: string, name: string): ManagedCampground {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    regionSlug: 'colorado',
    regionName: 'Colorado',
    latitude: 39,
    longitude: -105,
    description: null,
    phone: null,
    website: null,
    email: null,
    season: null,
    amenities: [],
    siteTypes: [],
    priceCents: null,
    maxRvLength: null,
    numSites: null,
    managerRole: 'owner',
    bookable: false,
    bookingSettingsId: null,
    pendingRequestCount: 0,
    portalState: null,
  };
}

function claim(id: string, campgroundId: string, overrides: Partial<Claim> = {}): Claim {
  return {
    id,
    campgroundId,
    userId: '7',
    status: 'approved',
    bookingIntention: 'claim_only',
    bookingMethod: null,
    campgroundName: null,
    campgroundSlug: null,
    regionSlug: null,
    ...overrides,
  };
}

const aspen = campground('10', 'Aspen Grove');
const pine = campground('20', 'Pine Flats');

function loaded(requestedCampgroundId: string | null, claims: Claim[]) {
  return managerReducer(initialManagerState, {
    type: 'loaded',
    campgrounds: [aspen, pine],
    claims,
    campgroundClaims: [],
    requestedCampgroundId,
  });
}

describe('the Manager context', () => {
  it('opens the campground the URL names, with its claim and portal state', () => {
    const state = loaded('20', [
      claim('1', '10', { bookingMethod: 'campwise_bookings' }),
      claim('2', '20', { bookingMethod: 'res_nexus_bookings' }),
    ]);
    expect(state.loading).toBe(false);
    expect(activeCampground(state)?.name).toBe('Pine Flats');
    expect(state.activeClaim?.id).toBe('2');
    expect(state.portalState).toBe('pms_bookings');
  });

  it('falls back to the first campground when the URL names one the user does not manage', () => {
    const state = loaded('999', [claim('1', '10', { bookingIntention: 'claim_and_bookings' })]);
    expect(state.activeCampgroundId).toBe('10');
    expect(state.portalState).toBe('standby');
  });

  it('switching campgrounds switches the claim and portal state and drops the old inventory', () => {
    const start = loaded('10', [claim('1', '10', { bookingMethod: 'campwise_bookings' })]);
    const withInventory = managerReducer(start, {
      type: 'inventoryLoaded',
      campgroundId: '10',
      inventory: {
        rates: [
          {
            id: '5',
            siteTypeId: '3',
            name: 'Base',
            nightlyCents: 3000,
            weekendNightlyCents: null,
            startDate: null,
            endDate: null,
          },
        ],
        accommodations: { siteTypes: [{ id: '3', name: 'Tent', kind: 'tent', description: null }], sites: [] },
        bookingSettings: null,
      },
    });
    expect(withInventory.rates).toHaveLength(1);
    const switched = managerReducer(withInventory, { type: 'setActiveCampground', campgroundId: '20' });
    expect(switched.activeClaim).toBeNull();
    expect(switched.portalState).toBe('no_bookings');
    expect(switched.rates).toEqual([]);
    expect(switched.accommodations.siteTypes).toEqual([]);
    expect(switched.inventoryLoading).toBe(true);
    // A late answer for the campground left behind is not shown under the new one.
    const late = managerReducer(switched, { type: 'inventoryLoaded', campgroundId: '10', inventory: withInventory });
    expect(late.rates).toEqual([]);
  });

  it('ignores a switch to a campground the user does not manage', () => {
    const start = loaded('10', []);
    expect(managerReducer(start, { type: 'setActiveCampground', campgroundId: '30' })).toBe(start);
  });

  it('setting the active claim updates the list and the portal state (spec section 4)', () => {
    const start = loaded('10', [claim('1', '10'), claim('2', '20')]);
    expect(start.portalState).toBe('no_bookings');
    const saved = claim('1', '10', { bookingMethod: 'campwise_bookings' });
    const state = managerReducer(start, { type: 'setActiveClaim', claim: saved });
    expect(state.portalState).toBe('campwise_bookings');
    expect(state.activeClaim).toBe(saved);
    expect(state.claims.map((item) => [item.id, item.bookingMethod])).toEqual([
      ['1', 'campwise_bookings'],
      ['2', null],
    ]);
    const standby = managerReducer(state, {
      type: 'setActiveClaim',
      claim: claim('1', '10', { bookingMethod: null, bookingIntention: 'claim_and_bookings' }),
    });
    expect(standby.portalState).toBe('standby');
    expect(standby.claims).toHaveLength(2);
  });

  it('a claim set active that the list did not hold joins the list', () => {
    const start = loaded('10', []);
    const state = managerReducer(start, { type: 'setActiveClaim', claim: claim('9', '10') });
    expect(state.claims.map((item) => item.id)).toEqual(['9']);
  });

  it('counts the approved claim over an open one, and never a rejected or withdrawn one', () => {
    const claims = [
      claim('1', '10', { status: 'rejected', bookingMethod: 'campwise_bookings' }),
      claim('2', '10', { status: 'pending' }),
      claim('3', '10', { status: 'approved' }),
    ];
    expect(claimForCampground(claims, '10')?.id).toBe('3');
    expect(claimForCampground(claims.slice(0, 1), '10')).toBeNull();
    expect(claimForCampground(claims, null)).toBeNull();
  });

  it("uses the campground's own claim for a co-manager who holds none", () => {
    const state = managerReducer(initialManagerState, {
      type: 'loaded',
      campgrounds: [aspen],
      claims: [],
      campgroundClaims: [claim('4', '10', { userId: '99', bookingMethod: 'new_book_bookings' })],
      requestedCampgroundId: null,
    });
    expect(state.portalState).toBe('pms_bookings');
  });

  it("takes the API's portal state for a campground whose claim the user cannot read", () => {
    const state = managerReducer(initialManagerState, {
      type: 'loaded',
      campgrounds: [{ ...aspen, portalState: 'campwise_bookings' }],
      claims: [],
      campgroundClaims: [],
      requestedCampgroundId: null,
    });
    expect(state.activeClaim).toBeNull();
    expect(state.portalState).toBe('campwise_bookings');
  });

  it('a failed load stops loading and says why', () => {
    const state = managerReducer(initialManagerState, { type: 'failed', errors: ['Error loading campground-claims'] });
    expect(state.loading).toBe(false);
    expect(state.errors).toEqual(['Error loading campground-claims']);
  });
});
