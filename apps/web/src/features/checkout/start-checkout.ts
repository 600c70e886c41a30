'use client';

// Starting a checkout from a Book button (spec sections 4 and 7). The camper must be signed in:
// a visitor gets the sign-in/sign-up overlay first and the checkout starts once they are in,
// exactly as saving a campground does. Then: GET campgrounds/{id}; an existing draft at that
// campground resumes at its first step; otherwise POST reservations (relationships from the
// fields ending in Id) and go to the new draft's first step. A site taken meanwhile (409
// site-unavailable) leaves the camper on the page with the API's message.
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { getSession } from '@/lib/session-store';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { ApiError, errorMessages } from '@/lib/api-client';
import { checkoutStepPath } from './checkout-steps';
import { type OpenedReservation, openReservationWith, type StartCheckoutRequest } from './open-reservation';
import { reservationsApi } from './reservations-session';

export type { StartCheckoutRequest } from './open-reservation';

export interface StartCheckoutError {
  /** The request that failed, so the page shows the message where that Book button was. */
  request: StartCheckoutRequest;
  message: string;
  /** The API's error code, e.g. 'site-unavailable', 'not-bookable'. */
  code: string | null;
}

export interface StartCheckout {
  /** Book: signs the visitor in if needed, then creates or resumes the draft and opens checkout. */
  startCheckout: (request: StartCheckoutRequest) => void;
  /** The request being started (from the click until the checkout page opens), else null. */
  pending: StartCheckoutRequest | null;
  /** Why the last start failed; cleared by the next start. */
  error: StartCheckoutError | null;
}

/**
 * For the campground page's Book buttons:
 *
 *   const { startCheckout, pending, error } = useStartCheckout();
 *   <button onClick={() => startCheckout({ campgroundId, siteId, startDate, endDate })}>Book {site.name}</button>
 *   {error?.request.siteId === site.id && <p role="alert">{error.message}</p>}
 */
export function useStartCheckout(): StartCheckout {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const [pending, setPending] = useState<StartCheckoutRequest | null>(null);
  const [error, setError] = useState<StartCheckoutError | null>(null);

  const run = useCallback(
    async (request: StartCheckoutRequest) => {
      setPending(request);
      setError(null);
      try {
        const opened = await openReservation(request);
        track(ANALYTICS_EVENTS.bookingStarted, {
          campgroundId: request.campgroundId,
          reservationId: opened.reservationId,
        });
        router.push(checkoutStepPath(opened.reservationId, opened.firstStep));
      } catch (failure) {
        setPending(null);
        setError({ request, message: errorMessages(failure)[0] ?? '', code: errorCode(failure) });
      }
    },
    [router],
  );

  const startCheckout = useCallback(
    (request: StartCheckoutRequest) => requireAccount(() => void run(request), 'sign-in'),
    [requireAccount, run],
  );

  return { startCheckout, pending, error };
}

function errorCode(failure: unknown): string | null {
  const code = (failure as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The draft to open, as the signed-in user (read at call time: right after sign-in it is the new one). */
async function openReservation(request: StartCheckoutRequest): Promise<OpenedReservation> {
  const session = await getSession();
  const userId = session?.user?.id;
  if (!userId) throw ApiError.signInRequired('/api/auth/session');
  return openReservationWith(await reservationsApi(), userId, request);
}
