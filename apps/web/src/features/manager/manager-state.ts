// The Manager context's state (spec section 3: campgrounds, claims, rates, accommodations,
// loading, active campground, active claim, portal state) and its one reducer. Pure, so the
// rule of spec section 4 — setting the active claim updates the list and the portal state — is
// tested without a browser.
import { managerPortalState, type ManagerPortalState } from '@campwise/domain';
import type { Accommodations, BookingSettings, Claim, ManagedCampground, Rate } from './manager-records';

export interface ManagerState {
  campgrounds: ManagedCampground[];
  claims: Claim[];
  rates: Rate[];
  accommodations: Accommodations;
  /** The active campground's booking settings; null before bookings are set up. */
  bookingSettings: BookingSettings | null;
  /** True until the campgrounds and claims have loaded. */
  loading: boolean;
  /** True while the active campground's inventory (rates, accommodations, settings) loads. */
  inventoryLoading: boolean;
  activeCampgroundId: string | null;
  activeClaim: Claim | null;
  portalState: ManagerPortalState;
  errors: string[];
}

export interface Inventory {
  rates: Rate[];
  accommodations: Accommodations;
  bookingSettings: BookingSettings | null;
}

export type ManagerAction =
  | {
      type: 'loaded';
      campgrounds: ManagedCampground[];
      claims: Claim[];
      /** Claims other users hold that the API gave beside a campground (a co-manager's view). */
      campgroundClaims: Claim[];
      requestedCampgroundId: string | null;
    }
  | { type: 'setActiveCampground'; campgroundId: string }
  | { type: 'setActiveClaim'; claim: Claim }
  | { type: 'inventoryLoaded'; campgroundId: string; inventory: Inventory }
  | { type: 'campgroundUpdated'; campground: ManagedCampground }
  | { type: 'failed'; errors: string[] };

const noAccommodations: Accommodations = { siteTypes: [], sites: [] };

export const initialManagerState: ManagerState = {
  campgrounds: [],
  claims: [],
  rates: [],
  accommodations: noAccommodations,
  bookingSettings: null,
  loading: true,
  inventoryLoading: false,
  activeCampgroundId: null,
  activeClaim: null,
  portalState: 'no_bookings',
  errors: [],
};

const CLAIM_ORDER = ['approved', 'pending', 'unverified'];

/**
 * The claim that decides a campground's portal state: the approved one, else the newest open one.
 * Rejected and withdrawn claims never count.
 */
export function claimForCampground(claims: readonly Claim[], campgroundId: string | null): Claim | null {
  if (!campgroundId) return null;
  const rank = (claim: Claim) => CLAIM_ORDER.indexOf(claim.status);
  const candidates = claims.filter((claim) => claim.campgroundId === campgroundId && rank(claim) >= 0);
  return candidates.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Replaces the claim with the same id, or adds it: the list always holds the claim as last saved. */
export function withClaim(claims: readonly Claim[], claim: Claim): Claim[] {
  return claims.some((existing) => existing.id === claim.id)
    ? claims.map((existing) => (existing.id === claim.id ? claim : existing))
    : [...claims, claim];
}

function activate(state: ManagerState, campgroundId: string | null): ManagerState {
  const activeClaim = claimForCampground(state.claims, campgroundId);
  const changed = campgroundId !== state.activeCampgroundId;
  const campground = state.campgrounds.find((item) => item.id === campgroundId);
  return {
    ...state,
    activeCampgroundId: campgroundId,
    activeClaim,
    // Without a claim the user may read, the API's word for the campground counts.
    portalState: activeClaim ? managerPortalState(activeClaim) : (campground?.portalState ?? 'no_bookings'),
    // Another campground's inventory must never show under this one while it loads.
    ...(changed
      ? { rates: [], accommodations: noAccommodations, bookingSettings: null, inventoryLoading: campgroundId !== null }
      : {}),
  };
}

export function managerReducer(state: ManagerState, action: ManagerAction): ManagerState {
  switch (action.type) {
    case 'loaded': {
      const own = action.claims;
      const others = action.campgroundClaims.filter((claim) => !own.some((mine) => mine.id === claim.id));
      const loaded = { ...state, campgrounds: action.campgrounds, claims: [...own, ...others], loading: false };
      const requested = action.campgrounds.find((campground) => campground.id === action.requestedCampgroundId);
      return activate({ ...loaded, activeCampgroundId: null }, (requested ?? action.campgrounds[0])?.id ?? null);
    }
    case 'setActiveCampground':
      if (!state.campgrounds.some((campground) => campground.id === action.campgroundId)) return state;
      return activate(state, action.campgroundId);
    case 'setActiveClaim': {
      const claims = withClaim(state.claims, action.claim);
      const activeClaim = action.claim;
      return { ...state, claims, activeClaim, portalState: managerPortalState(activeClaim) };
    }
    case 'inventoryLoaded':
      if (action.campgroundId !== state.activeCampgroundId) return state;
      return { ...state, ...action.inventory, inventoryLoading: false };
    case 'campgroundUpdated':
      return {
        ...state,
        campgrounds: state.campgrounds.map((campground) =>
          campground.id === action.campground.id ? action.campground : campground,
        ),
      };
    case 'failed':
      return { ...state, loading: false, inventoryLoading: false, errors: action.errors };
  }
}

/** The active campground's record, or null while nothing is active. */
export function activeCampground(state: ManagerState): ManagedCampground | null {
  return state.campgrounds.find((campground) => campground.id === state.activeCampgroundId) ?? null;
}
