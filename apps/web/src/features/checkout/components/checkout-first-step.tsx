'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { checkoutStepPath, firstCheckoutStep } from '../checkout-steps';
import { useCheckout } from './checkout-provider';

/** Sends /checkout/{id} to the reservation's first step once it is known. */
export function CheckoutFirstStep() {
  const router = useRouter();
  const { reservationId, reservation, loadErrors } = useCheckout();
  const fields = reservation?.informationFields;

  useEffect(() => {
    if (fields) router.replace(checkoutStepPath(reservationId, firstCheckoutStep(fields)));
  }, [fields, reservationId, router]);

  return loadErrors.length > 0 ? (
    <FormAlert tone="error" messages={loadErrors} />
  ) : (
    <p role="status">Loading your reservation…</p>
  );
}
