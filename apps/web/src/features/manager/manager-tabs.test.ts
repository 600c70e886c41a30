import { describe, expect, it } from 'vitest';
import { currentTab, managerHref, tabsFor } from './manager-tabs';

describe('manager tabs', () => {
  it('give Campwise bookings the reservation tabs and payouts', () => {
    expect(tabsFor('campwise_bookings', false)).toEqual([
      'overview',
      'reservations',
      'blocked-dates',
      'calendar-sync',
      'setup-bookings',
      'listing',
      'payouts',
      'team',
    ]);
  });

  it('give another booking system calendar sync only', () => {
    expect(tabsFor('pms_bookings', false)).toEqual(['overview', 'calendar-sync', 'setup-bookings', 'listing', 'team']);
  });

  it('offer the setup to a campground not taking bookings, unless it already has bookable sites', () => {
    expect(tabsFor('no_bookings', false)).toEqual(['overview', 'setup-bookings', 'listing', 'team']);
    expect(tabsFor('standby', false)).toEqual(['overview', 'setup-bookings', 'listing', 'team']);
    expect(tabsFor('no_bookings', true)).toContain('reservations');
  });

  it('open the tab the URL asks for only when the campground has it', () => {
    const tabs = tabsFor('no_bookings', false);
    expect(currentTab('listing', tabs)).toBe('listing');
    expect(currentTab('reservations', tabs)).toBe('overview');
    expect(currentTab('nonsense', tabs)).toBe('overview');
    expect(currentTab(null, tabs)).toBe('overview');
  });

  it('write the campground and tab into /manager, leaving the overview out', () => {
    expect(managerHref('12', 'team')).toBe('/manager?campground=12&tab=team');
    expect(managerHref('12')).toBe('/manager?campground=12');
    expect(managerHref(null)).toBe('/manager');
    expect(managerHref('12', 'reservations', '7')).toBe('/manager?campground=12&tab=reservations&reservation=7');
  });
});
