// The site shell's timings (spec section 9): how long a dismissed prompt stays hidden, and how
// the navigation drawer follows the window's width (its breakpoint is NAV_BREAKPOINT).

const HOUR_MS = 60 * 60 * 1000;

/** The see-in-app banner stays hidden this long after it is dismissed. */
export const SEE_IN_APP_HIDE_MS = 12 * HOUR_MS;
/** The join gate (the free-account prompt to signed-out visitors) stays hidden this long after it shows. */
export const JOIN_GATE_HIDE_MS = 24 * HOUR_MS;
/** The app interstitial stays hidden this long after it is dismissed. */
export const INTERSTITIAL_HIDE_MS = 6 * HOUR_MS;
/** Resizes are read this long after the last one, to close the navigation drawer on wide windows. */
export const NAV_RESIZE_DEBOUNCE_MS = 500;
