'use client';

import { PRO_TEXT } from '@campwise/domain';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { BillingField } from './payment-card-types';

/** 'Name on Card' and 'Street Address' (form fields stripeNameOnCard, stripeCardAddress). */
export function BillingFields({ billing }: { billing: BillingField }) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={PRO_TEXT.nameOnCard}
        autoComplete="cc-name"
        field={billing('stripeNameOnCard')}
      />
      <TextField
        id={`${id}-address`}
        label={PRO_TEXT.streetAddress}
        autoComplete="address-line1"
        field={billing('stripeCardAddress')}
      />
    </>
  );
}
