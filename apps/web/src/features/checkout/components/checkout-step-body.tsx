'use client';

import type { Reservation } from '../reservation';
import { DatesStep } from './dates-step';
import { GuestsStep } from './guests-step';
import { PaymentStep } from './payment-step';
import { PoliciesStep } from './policies-step';
import { ReviewStep } from './review-step';
import { StepForm } from './step-form';
import { VehicleStep } from './vehicle-step';

/** The form of one step. Keyed by reservation id so a step never shows another draft's values. */
export function CheckoutStepBody({ step, reservation }: { step: string; reservation: Reservation }) {
  switch (step) {
    case 'dates':
      return <DatesStep key={reservation.id} reservation={reservation} />;
    case 'guests':
      return <GuestsStep key={reservation.id} reservation={reservation} />;
    case 'vehicle':
      return <VehicleStep key={reservation.id} reservation={reservation} />;
    case 'policies':
      return <PoliciesStep key={reservation.id} reservation={reservation} />;
    case 'payment':
      return <PaymentStep key={reservation.id} reservation={reservation} />;
    case 'review':
      return <ReviewStep key={reservation.id} reservation={reservation} />;
    default:
      // A field the API asks for that this web version does not know yet: nothing to fill in here.
      return (
        <StepForm step={step} onContinue={() => Promise.resolve(true)}>
          <p>Nothing to fill in on this step.</p>
        </StepForm>
      );
  }
}
