// The portal's tabs, which of them a campground has, and how they sit in the URL
// (/manager?campground={id}&tab={tab}), so a reload or a shared link opens the same view.
import type { ManagerPortalState } from '@campwise/domain';

export const MANAGER_TABS = {
  overview: 'Overview',
  reservations: 'Reservations',
  'blocked-dates': 'Blocked dates',
  'calendar-sync': 'Calendar sync',
  'setup-bookings': 'Set up bookings',
  listing: 'Listing',
  payouts: 'Payouts',
  team: 'Team',
} as const;
export type ManagerTab = keyof typeof MANAGER_TABS;

export function isManagerTab(value: string | null | undefined): value is ManagerTab {
  return typeof value === 'string' && Object.hasOwn(MANAGER_TABS, value);
}

/**
 * The tabs of a campground, in order. Campwise bookings get the reservation tabs and payouts;
 * a campground booked through another system keeps its calendar in sync; one not taking bookings
 * yet is offered the setup. A campground that already has bookable sites (set up before a claim
 * said how it books) keeps its reservations whatever the claim says.
 */
export function tabsFor(state: ManagerPortalState, bookable: boolean): ManagerTab[] {
  const ownBookings = state === 'campwise_bookings' || bookable;
  const tabs: ManagerTab[] = ['overview'];
  if (ownBookings) tabs.push('reservations', 'blocked-dates', 'calendar-sync');
  else if (state === 'pms_bookings') tabs.push('calendar-sync');
  tabs.push('setup-bookings', 'listing');
  if (ownBookings) tabs.push('payouts');
  tabs.push('team');
  return tabs;
}

/** The tab the URL asks for when the campground has it, else the overview. */
export function currentTab(requested: string | null | undefined, available: readonly ManagerTab[]): ManagerTab {
  return isManagerTab(requested) && available.includes(requested) ? requested : 'overview';
}

/**
 * /manager with the campground and tab; the overview is the default and left out. A reservation
 * (the link in managers' emails) opens on the reservations tab.
 */
export function managerHref(campgroundId: string | null, tab: ManagerTab = 'overview', reservationId?: string): string {
  const query = new URLSearchParams();
  if (campgroundId) query.set('campground', campgroundId);
  if (tab !== 'overview') query.set('tab', tab);
  if (reservationId) query.set('reservation', reservationId);
  const search = query.toString();
  return search ? `/manager?${search}` : '/manager';
}
