'use client';

// The reservation of one checkout, shared by its steps (spec section 4). Mounted by the layout of
// /checkout/{reservationId}, so it lives exactly as long as the camper stays inside that
// checkout: leaving it for any other path clears the reservation and wipes the stored payment
// method. Full-page navigations away are caught through the Navigation API where the browser has
// it, and a payment method left by an earlier checkout is wiped when another one opens.
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { errorMessages } from '@/lib/api-client';
import { checkoutStepPath, checkoutSteps } from '../checkout-steps';
import {
  checkoutSessionStorage,
  clearOtherPaymentMethod,
  clearPaymentMethod,
  isInsideCheckout,
} from '../payment-method-storage';
import type { Reservation } from '../reservation';
import { loadReservation, type ReservationChanges, updateReservation } from '../reservations-api';
import { reservationsApi } from '../reservations-session';

export interface Checkout {
  reservationId: string;
  /** Null while loading (or when it failed: see loadErrors). */
  reservation: Reservation | null;
  loadErrors: string[];
  steps: string[];
  /** PATCH the draft with include reservation-items; an empty change sends nothing. */
  save: (changes: ReservationChanges, siteId?: string) => Promise<Reservation>;
  /** Replace the reservation with one the API answered (after paying). */
  replace: (reservation: Reservation) => void;
  reload: () => Promise<void>;
  goToStep: (step: string) => void;
}

const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('useCheckout() needs <CheckoutProvider> above it');
  return value;
}

interface NavigateEventLike extends Event {
  destination?: { url?: string };
}

/** Wipes the stored payment method on any navigation leaving this checkout, in-app or not. */
function useClearOnLeave(reservationId: string) {
  useEffect(() => {
    const storage = checkoutSessionStorage();
    clearOtherPaymentMethod(storage, reservationId);

    const navigation = (window as { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      const url = (event as NavigateEventLike).destination?.url;
      if (url && !isInsideCheckout(new URL(url).pathname, reservationId)) clearPaymentMethod(storage);
    };
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      // Unmounted: the router has left /checkout/{id}. Checked once the new URL is in place,
      // so a remount of the same checkout (development's double effects) keeps its card.
      window.setTimeout(() => {
        if (!isInsideCheckout(window.location.pathname, reservationId)) clearPaymentMethod(storage);
      }, 0);
    };
  }, [reservationId]);
}

export function CheckoutProvider({ reservationId, children }: { reservationId: string; children: ReactNode }) {
  const router = useRouter();
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  useClearOnLeave(reservationId);

  const reload = useCallback(async () => {
    try {
      const loaded = await loadReservation(await reservationsApi(), reservationId);
      setReservation(loaded);
      setLoadErrors([]);
    } catch (error) {
      setLoadErrors(errorMessages(error));
    }
  }, [reservationId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = useCallback(
    async (changes: ReservationChanges, siteId?: string) => {
      if (!reservation) throw new Error('The reservation has not loaded yet.');
      const saved = await updateReservation(await reservationsApi(), reservation, changes, siteId);
      setReservation(saved);
      return saved;
    },
    [reservation],
  );

  const goToStep = useCallback(
    (step: string) => router.push(checkoutStepPath(reservationId, step)),
    [router, reservationId],
  );

  const value = useMemo<Checkout>(
    () => ({
      reservationId,
      reservation,
      loadErrors,
      steps: checkoutSteps(reservation?.informationFields),
      save,
      replace: setReservation,
      reload,
      goToStep,
    }),
    [reservationId, reservation, loadErrors, save, reload, goToStep],
  );

  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}
