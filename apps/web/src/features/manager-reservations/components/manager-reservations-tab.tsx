'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './manager.module.css';
import { ReservationDetail } from './reservation-detail';
import { ReservationsCalendar } from './reservations-calendar';
import { ReservationsList } from './reservations-list';

export interface ManagerTabProps {
  campgroundId: number;
  /** The campground's IANA time zone: its "today" and the calendar's days. */
  timeZone: string;
}

/** The reservation the URL names (/manager?reservation={id}, the link in managers' emails). */
const RESERVATION_PARAM = 'reservation';

function writeReservationParam(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(RESERVATION_PARAM, id);
  else url.searchParams.delete(RESERVATION_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Running reservations: the sites × days calendar, the filtered list, the open reservation with
 * its actions, and adding walk-in, phone or other-channel bookings.
 */
export function ManagerReservationsTab({ campgroundId, timeZone }: ManagerTabProps) {
  const { openOverlay } = useOverlays();
  const linked = useSearchParams().get(RESERVATION_PARAM);
  const [selectedId, setSelectedId] = useState<string | null>(linked);
  const [version, setVersion] = useState(0);
  const detailRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (linked) setSelectedId(linked);
  }, [linked]);

  const open = useCallback((id: string) => {
    setSelectedId(id);
    writeReservationParam(id);
    // The panel sits between the calendar and the list: bring it into view where it opens.
    requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }, []);
  const close = useCallback(() => {
    setSelectedId(null);
    writeReservationParam(null);
  }, []);
  const changed = useCallback(() => setVersion((value) => value + 1), []);
  const booked = useCallback(
    (id: string) => {
      changed();
      open(id);
    },
    [changed, open],
  );

  return (
    <div className={styles.tab} data-testid="manager-reservations-tab">
      <div className={styles.header}>
        <h2>Reservations</h2>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyles.button}
            onClick={() => openOverlay('manager-internal-booking', { campgroundId, onDone: booked })}
          >
            Add walk-in or phone booking
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => openOverlay('manager-external-booking', { campgroundId, onDone: booked })}
          >
            Add booking from another channel
          </button>
        </div>
      </div>
      <ReservationsCalendar
        campgroundId={campgroundId}
        timeZone={timeZone}
        version={version}
        onOpenReservation={open}
      />
      <div ref={detailRef}>
        {selectedId && (
          <ReservationDetail
            key={selectedId}
            reservationId={selectedId}
            campgroundId={campgroundId}
            timeZone={timeZone}
            version={version}
            onChanged={changed}
            onClose={close}
          />
        )}
      </div>
      <ReservationsList
        campgroundId={campgroundId}
        version={version}
        selectedId={selectedId}
        onOpenReservation={open}
      />
    </div>
  );
}
