'use client';

// Booking an opening (docs/api-alerts.md): the first member to open it gets the site, so this
// asks the API for a checkout draft of the opening's site and dates and goes straight to
// checkout. Someone faster (409 opening-taken) is told in the API's words; the alert watches on.
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { checkoutBasePath } from '@/features/checkout/checkout-steps';
import { existingDraftId } from '@/features/checkout/open-reservation';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { ApiError, errorMessages } from '@/lib/api-client';
import { isOpeningTaken, reserveOpening } from './alerts-api';

export type BookOpeningState =
  | { state: 'idle' }
  | { state: 'booking'; openingId: string }
  | { state: 'taken'; openingId: string; message: string; alertId: string | null }
  | { state: 'failed'; openingId: string; message: string };

export function useBookOpening(): { status: BookOpeningState; book: (openingId: string) => Promise<void> } {
  const router = useRouter();
  const [status, setStatus] = useState<BookOpeningState>({ state: 'idle' });

  const book = useCallback(
    async (openingId: string) => {
      setStatus({ state: 'booking', openingId });
      try {
        const reservationId = await reserveOpening(openingId).catch((error: unknown) => {
          // Opened a second time: the member's own checkout already holds the site; resume it.
          const draft = existingDraftId(error);
          if (draft === null) throw error;
          return draft;
        });
        track(ANALYTICS_EVENTS.alertOpeningBooked, { openingId, reservationId });
        track(ANALYTICS_EVENTS.bookingStarted, { reservationId });
        router.replace(checkoutBasePath(reservationId));
      } catch (error) {
        const message = errorMessages(error)[0] ?? '';
        if (isOpeningTaken(error)) setStatus({ state: 'taken', openingId, message, alertId: takenAlertId(error) });
        else setStatus({ state: 'failed', openingId, message });
      }
    },
    [router],
  );

  return { status, book };
}

/** The alert a 409 opening-taken names in its meta (`alert-id`), when the API says. */
function takenAlertId(error: unknown): string | null {
  const id = error instanceof ApiError ? error.meta?.['alert-id'] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
