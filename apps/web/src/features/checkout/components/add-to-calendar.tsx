'use client';

import buttonStyles from '@/components/ui/button.module.css';
import type { Reservation } from '../reservation';
import { stayCalendar, stayCalendarFileName } from '../stay-calendar';

/** 'Add to calendar': the stay as an .ics file, made in the browser. */
export function AddToCalendar({ reservation }: { reservation: Reservation }) {
  const { startDate, endDate } = reservation;
  if (!startDate || !endDate) return null;

  const download = () => {
    const text = stayCalendar({
      reservationId: reservation.id,
      campgroundName: reservation.campgroundName ?? 'Campground',
      siteName: reservation.siteName,
      startDate,
      endDate,
      checkInTime: reservation.checkInTime,
      checkOutTime: reservation.checkOutTime,
      tripUrl: new URL(`/account/trips/${encodeURIComponent(reservation.id)}`, window.location.origin).href,
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = stayCalendarFileName(reservation.campgroundSlug, startDate);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={download}>
      Add to calendar
    </button>
  );
}
