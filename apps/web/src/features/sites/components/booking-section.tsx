'use client';

// The campground page's "Book a site" (a bookable campground): the chosen stay, kept in the URL
// (?start-date=…&end-date=…) so a reload or a shared link keeps it; the sites priced for it with
// their Details and Book buttons; and a month of availability per site type to pick nights from.
import { pluralNights } from '@campwise/domain';
import { useEffect, useState } from 'react';
import { SetAlertButton } from '@/features/alerts/components/set-alert-button';
import { useStartCheckout } from '@/features/checkout/start-checkout';
import { useOverlays } from '@/features/overlays/use-overlays';
import { localToday } from '@/lib/calendar-dates';
import { EMPTY_SELECTION, type Month, monthOf, nightsBetween, pickDate, selectedStay } from '../calendar-grid';
import type { Site } from '../site-schema';
import { searchWithStayDates, type StayDates } from '../stay-dates';
import { useSites } from '../use-sites';
import { AvailabilityCalendar } from './availability-calendar';
import { SiteList } from './site-list';
import { StayDatesButton } from './stay-dates-button';
import styles from './sites.module.css';

export interface BookingSectionProps {
  campground: { id: string; name: string; bookingPolicy: 'instant' | 'request' | null };
  /** The stay in the page's URL, if any. */
  initialDates: StayDates | null;
}

const POLICY_TEXT = {
  instant: 'Instant booking: your site is confirmed as soon as you pay.',
  request:
    'Request to book: the amount is held on your card and charged only if the campground accepts your request within 24 hours.',
} as const;

export function BookingSection({ campground, initialDates }: BookingSectionProps) {
  const [dates, setDates] = useState<StayDates | null>(initialDates);
  // A night picked on the availability calendar, waiting for the departure.
  const [arrival, setArrival] = useState<string | null>(null);
  // Today is the camper's own, known only in the browser: the calendar waits for it.
  const [today, setToday] = useState<string | null>(null);
  // Dates from the picker re-open the calendar at their month; nights picked on it keep its place.
  const [calendarVersion, setCalendarVersion] = useState(0);
  const sites = useSites(campground.id, dates);
  const { startCheckout, pending, error } = useStartCheckout();
  const { openOverlay } = useOverlays();

  useEffect(() => setToday(localToday()), []);

  const selection = arrival ? { startDate: arrival, endDate: null } : (dates ?? EMPTY_SELECTION);

  function changeDates(next: StayDates | null) {
    setDates(next);
    setArrival(null);
    const { pathname, search, hash } = window.location;
    // Replaced, not pushed: Back leaves the page rather than stepping through every date tried.
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithStayDates(search, next)}${hash}`);
  }

  function applyPickedDates(next: StayDates | null) {
    changeDates(next);
    setCalendarVersion((version) => version + 1);
  }

  function pickDay(date: string) {
    const next = pickDate(selection, date);
    const stay = selectedStay(next);
    if (stay) changeDates(stay);
    else setArrival(next.startDate);
  }

  function book(site: Site) {
    if (!dates) return;
    startCheckout({ campgroundId: campground.id, siteId: site.id, startDate: dates.startDate, endDate: dates.endDate });
  }

  function showDetails(site: Site) {
    openOverlay('sites-about', {
      site,
      campgroundName: campground.name,
      dates,
      ...(site.available && dates ? { onBook: () => book(site) } : {}),
    });
  }

  // Every site taken for the chosen nights: the camper can ask to be told when one opens up.
  const soldOut =
    dates !== null &&
    !sites.loading &&
    sites.sites !== null &&
    sites.sites.length > 0 &&
    sites.sites.every((site) => site.available === false);
  const failure = error?.request.siteId ? { siteId: error.request.siteId, message: error.message } : null;
  const initialMonth: Month | null = today
    ? monthOf(dates && dates.startDate >= today ? dates.startDate : today)
    : null;

  return (
    <section id="book" aria-labelledby="book-heading" className={styles.booking} data-testid="booking-section">
      <h2 id="book-heading">Book a site</h2>
      {campground.bookingPolicy ? <p className={styles.policy}>{POLICY_TEXT[campground.bookingPolicy]}</p> : null}

      <div className={styles.datesBar}>
        <span className={styles.datesLabel}>Your stay</span>
        <div className={styles.datesRow}>
          <StayDatesButton
            dates={dates}
            onChange={applyPickedDates}
            className={styles.datesButton}
            emptyLabel="Choose dates"
          />
          {dates ? (
            <span className={styles.datesMeta}>
              <span className={styles.nights}>{pluralNights(nightsBetween(dates.startDate, dates.endDate))}</span>
              <button type="button" className={styles.linkButton} onClick={() => applyPickedDates(null)}>
                Clear dates
              </button>
            </span>
          ) : (
            <p className={styles.hint}>Choose dates to see prices for your stay and book.</p>
          )}
        </div>
      </div>

      <div className={styles.sites} aria-busy={sites.loading}>
        {sites.error ? (
          <p className={styles.muted}>
            Sites could not be loaded.{' '}
            <button type="button" className={styles.linkButton} onClick={sites.reload}>
              Try again
            </button>
          </p>
        ) : sites.sites ? (
          <>
            {soldOut && dates ? (
              <div className={styles.soldOut} data-testid="sold-out">
                <p>
                  <strong>Sold out for these dates.</strong> Set an alert and we tell you within seconds when a site
                  opens up here.
                </p>
                <SetAlertButton
                  source="campground-page"
                  campground={{ id: campground.id, name: campground.name }}
                  dates={dates}
                />
              </div>
            ) : null}
            <div data-loading={sites.loading ? '' : undefined} className={styles.siteResults}>
              <SiteList
                sites={sites.sites}
                hasDates={dates !== null}
                busy={pending !== null}
                failure={failure}
                onBook={book}
                onDetails={showDetails}
              />
            </div>
          </>
        ) : (
          <p className={styles.muted}>Loading sites…</p>
        )}
        {error && !error.request.siteId ? (
          <p className={styles.failure} role="alert">
            {error.message}
          </p>
        ) : null}
      </div>

      <div className={styles.calendar}>
        <h3 className={styles.calendarTitle}>Availability by month</h3>
        {today && initialMonth ? (
          <AvailabilityCalendar
            key={calendarVersion}
            campgroundId={campground.id}
            initialMonth={initialMonth}
            today={today}
            selection={selection}
            onPickDay={pickDay}
          />
        ) : null}
      </div>

      {soldOut ? null : (
        // Also without dates, or with dates that still have room: a camper planning a busy
        // weekend can watch for openings before anything is chosen (the form asks for the dates).
        <div className={styles.alertPrompt} data-testid="alert-prompt">
          <p>
            <strong>Dates you want already full?</strong> Set an alert and we tell you within seconds when a site opens
            up here.
          </p>
          <SetAlertButton
            source="campground-page"
            campground={{ id: campground.id, name: campground.name }}
            dates={dates}
            secondary
          />
        </div>
      )}
    </section>
  );
}
