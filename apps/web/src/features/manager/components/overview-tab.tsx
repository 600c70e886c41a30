'use client';

import { formatStayDate, todayIn } from '@campwise/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { campgroundPath } from '@/lib/camping-paths';
import { signedInApiClient } from '@/lib/session-api-client';
import { useManager } from '../manager-context';
import { MANAGER_TABS, type ManagerTab } from '../manager-tabs';
import { loadTodaysStays, type TodaysStay, type TodaysStays } from '../todays-stays';
import { DEFAULT_TIME_ZONE } from './manager-tab-panel';
import styles from './manager.module.css';

/** Today at a glance: arrivals, departures and requests waiting, with quick links. */
export function OverviewTab() {
  const { activeCampground, bookingSettings, inventoryLoading, tabs, selectTab, accommodations } = useManager();
  const takesBookings = tabs.includes('reservations');
  const timeZone = bookingSettings?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone, new Date());
  const campgroundId = activeCampground?.id ?? null;
  const [stays, setStays] = useState<TodaysStays | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!campgroundId || !takesBookings || inventoryLoading) return;
    let live = true;
    signedInApiClient()
      .then((client) => loadTodaysStays(client, campgroundId, today))
      .then(
        (loaded) => live && setStays(loaded),
        (error: unknown) => live && setErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, [campgroundId, takesBookings, inventoryLoading, today]);

  if (!activeCampground) return null;
  const pending = activeCampground.pendingRequestCount;

  return (
    <>
      {takesBookings && (
        <section className={styles.card} aria-labelledby="today-heading">
          <h2 id="today-heading" className={styles.cardTitle}>
            Today, {formatStayDate(today)}
          </h2>
          <FormAlert tone="error" messages={errors} />
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Arrivals</dt>
              <dd>{stays ? stays.arrivals.length : '…'}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Departures</dt>
              <dd>{stays ? stays.departures.length : '…'}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Requests waiting</dt>
              <dd>{pending}</dd>
            </div>
          </dl>
          {stays && <StayList title="Arriving today" stays={stays.arrivals} empty="No arrivals today." />}
          {stays && <StayList title="Leaving today" stays={stays.departures} empty="No departures today." />}
        </section>
      )}
      <section className={styles.card} aria-labelledby="links-heading">
        <h2 id="links-heading" className={styles.cardTitle}>
          Quick links
        </h2>
        <ul className={styles.list}>
          <li className={styles.row}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>Your public page</span>
              <span className={styles.rowMeta}>What campers see</span>
            </span>
            <Link href={campgroundPath(activeCampground)} prefetch={false}>
              View {activeCampground.name}
            </Link>
          </li>
          {tabs
            .filter((tab): tab is Exclude<ManagerTab, 'overview'> => tab !== 'overview')
            .map((tab) => (
              <li key={tab} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{MANAGER_TABS[tab]}</span>
                  <span className={styles.rowMeta}>{QUICK_LINK_TEXT[tab](accommodations.sites.length)}</span>
                </span>
                <button type="button" className={styles.openButton} onClick={() => selectTab(tab)}>
                  Open {MANAGER_TABS[tab]}
                </button>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}

const QUICK_LINK_TEXT: Record<Exclude<ManagerTab, 'overview'>, (sites: number) => string> = {
  reservations: () => 'Approve requests, see the calendar, add walk-ins',
  'blocked-dates': () => 'Close sites for maintenance or events',
  'calendar-sync': () => 'Share and import .ics calendars',
  'setup-bookings': (sites) =>
    sites > 0 ? `Policies, site types, rates and ${sites} sites` : 'Policies, sites and rates',
  listing: () => 'Description, amenities, contact details and location',
  payouts: () => 'What you are owed and what was paid out',
  team: () => 'Invite co-managers by email',
};

function StayList({ title, stays, empty }: { title: string; stays: TodaysStay[]; empty: string }) {
  return (
    <>
      <h3>{title}</h3>
      {stays.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {stays.map((stay) => (
            <li key={stay.id} className={styles.row}>
              <span className={styles.rowTitle}>{stay.name}</span>
              <span className={styles.rowMeta}>
                {stay.siteName ?? 'Site'} · {formatStayDate(stay.startDate)} – {formatStayDate(stay.endDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
