// The manager portal's state for the active claim (spec section 3, "Manager portal state"):
// three outside booking systems read as one "pms_bookings" state; our own bookings are
// "campwise_bookings" (the spec's branded dyrt_bookings, renamed); otherwise an owner who asked
// for bookings waits on "standby"; everyone else has "no_bookings".

export const PMS_BOOKING_METHODS = ['new_book_bookings', 'rentals_united_bookings', 'res_nexus_bookings'] as const;
export const BOOKING_METHODS = ['campwise_bookings', ...PMS_BOOKING_METHODS] as const;
export type BookingMethod = (typeof BOOKING_METHODS)[number];

export const BOOKING_INTENTIONS = ['claim_only', 'claim_and_bookings'] as const;
export type BookingIntention = (typeof BOOKING_INTENTIONS)[number];

export type ManagerPortalState = 'pms_bookings' | 'campwise_bookings' | 'standby' | 'no_bookings';

export interface PortalStateInput {
  bookingMethod: string | null | undefined;
  bookingIntention: string | null | undefined;
}

/** The spec's mapping, exactly; an unknown booking method falls through like a missing one. */
export function managerPortalState(claim: PortalStateInput | null | undefined): ManagerPortalState {
  if (!claim) return 'no_bookings';
  const method = claim.bookingMethod;
  if ((PMS_BOOKING_METHODS as readonly string[]).includes(method ?? '')) return 'pms_bookings';
  if (method === 'campwise_bookings') return 'campwise_bookings';
  if (claim.bookingIntention === 'claim_and_bookings') return 'standby';
  return 'no_bookings';
}

/** What an outside booking system is called on screen. */
export const BOOKING_METHOD_NAMES: Record<BookingMethod, string> = {
  campwise_bookings: 'Campwise bookings',
  new_book_bookings: 'NewBook',
  rentals_united_bookings: 'Rentals United',
  res_nexus_bookings: 'ResNexus',
};
