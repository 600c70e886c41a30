'use client';

// The active tab's panel. Reservations, blocked dates and calendar sync belong to the
// manager-reservations feature; each takes the campground and its time zone.
import { CalendarSyncTab } from '@/features/manager-reservations/components/calendar-sync-tab';
import { ManagerBlocksTab } from '@/features/manager-reservations/components/manager-blocks-tab';
import { ManagerReservationsTab } from '@/features/manager-reservations/components/manager-reservations-tab';
import { useManager } from '../manager-context';
import { ListingTab } from './listing-tab';
import { tabId, TAB_PANEL_ID } from './manager-tabs';
import { OverviewTab } from './overview-tab';
import { PayoutsTab } from './payouts-tab';
import { SetupBookingsTab } from './setup-bookings-tab';
import { TeamTab } from './team-tab';
import styles from './manager.module.css';

/** The campground's "today" and refund deadlines follow its settings; the API's default before setup. */
export const DEFAULT_TIME_ZONE = 'America/Denver';

export function ManagerTabPanel() {
  const { tab, activeCampground, bookingSettings } = useManager();
  if (!activeCampground) return null;
  const campgroundId = Number(activeCampground.id);
  const timeZone = bookingSettings?.timeZone ?? DEFAULT_TIME_ZONE;
  const panels = {
    overview: <OverviewTab />,
    reservations: <ManagerReservationsTab campgroundId={campgroundId} timeZone={timeZone} />,
    'blocked-dates': <ManagerBlocksTab campgroundId={campgroundId} timeZone={timeZone} />,
    'calendar-sync': <CalendarSyncTab campgroundId={campgroundId} timeZone={timeZone} />,
    'setup-bookings': <SetupBookingsTab />,
    listing: <ListingTab />,
    payouts: <PayoutsTab />,
    team: <TeamTab />,
  };
  return (
    <div
      id={TAB_PANEL_ID}
      role="tabpanel"
      aria-labelledby={tabId(tab)}
      className={styles.panel}
      key={`${activeCampground.id}-${tab}`}
    >
      {panels[tab]}
    </div>
  );
}
