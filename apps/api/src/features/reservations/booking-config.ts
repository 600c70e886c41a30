// The booking settings of the app (docs/api-bookings.md "Settings"), read from the environment
// in app-config.ts like every other setting.
export interface BookingConfig {
  /** The booking service fee non-PRO campers pay, in basis points (800 = 8%). */
  bookingServiceFeeBps: number;
  /** How long a checkout draft holds its site. */
  bookingHoldMinutes: number;
  /** How long a request to book holds the amount before it is released. */
  bookingRequestHours: number;
}
