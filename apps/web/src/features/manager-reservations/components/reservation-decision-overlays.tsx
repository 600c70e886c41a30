'use client';

import { useState } from 'react';
import { approveReservation, declineReservation, type ManagerReservation } from '../manager-api';
import { type Closable, OverlayForm, ReasonField, ReservationSummary } from './overlay-form';

export interface ReservationOverlayProps {
  reservation: ManagerReservation;
  /** Called once the change is made, so the tab reads the reservation again. */
  onDone: () => void;
}

const REASON_MAX = 500;

/** manager-reservation-approve: the request's held amount is captured and the guest told. */
export function ManagerReservationApproveOverlay({ reservation, onDone, onClose }: ReservationOverlayProps & Closable) {
  return (
    <OverlayForm
      title="Approve this request?"
      submitLabel="Approve request"
      busyLabel="Approving…"
      onClose={onClose}
      onSubmit={async () => {
        await approveReservation(reservation.id);
        onDone();
      }}
    >
      <ReservationSummary reservation={reservation} />
      <p>The amount held on the guest’s card is charged, the stay is confirmed and the guest gets an email.</p>
    </OverlayForm>
  );
}

/** manager-reservation-decline: the hold on the card is released, the site freed, the guest told why. */
export function ManagerReservationDeclineOverlay({ reservation, onDone, onClose }: ReservationOverlayProps & Closable) {
  const [reason, setReason] = useState('');
  return (
    <OverlayForm
      title="Decline this request?"
      submitLabel="Decline request"
      busyLabel="Declining…"
      danger
      onClose={onClose}
      validate={() => (reason.trim().length > REASON_MAX ? [`The reason is at most ${REASON_MAX} characters.`] : [])}
      onSubmit={async () => {
        await declineReservation(reservation.id, reason);
        onDone();
      }}
    >
      <ReservationSummary reservation={reservation} />
      <p>The amount held on the guest’s card is released and the site is free again.</p>
      <ReasonField label="Reason (the guest reads it)" value={reason} onChange={setReason} />
    </OverlayForm>
  );
}
