'use client';

// The overlays that close the setup (spec section 2: setup-bookings-success,
// setup-bookings-standby) and the listing's location edit (location-edit-success).
import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { managerHref } from '../manager-tabs';
import styles from './manager.module.css';

export interface SetupBookingsSuccessProps {
  campgroundId: string;
  campgroundName: string;
}

export function SetupBookingsSuccessOverlay({
  campgroundId,
  campgroundName,
  onClose,
}: SetupBookingsSuccessProps & { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="You're taking bookings">
      <p>
        Campers can now book {campgroundName} on Campwise. New bookings and requests show under Reservations, and we
        email you each one.
      </p>
      <div className={styles.actions}>
        <Link href={managerHref(campgroundId, 'reservations')} className={buttonStyles.button} onClick={onClose}>
          Go to reservations
        </Link>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

export interface SetupBookingsStandbyProps {
  campgroundName: string;
  /** The outside booking system the campground uses; null when it is not ready to take bookings yet. */
  system: string | null;
}

export function SetupBookingsStandbyOverlay({
  campgroundName,
  system,
  onClose,
}: SetupBookingsStandbyProps & { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={system ? `Bookings stay in ${system}` : "We'll be in touch"}>
      {system ? (
        <p>
          Reservations for {campgroundName} keep coming from {system}. Use Calendar sync to keep your availability in
          step on Campwise. We&apos;ll be in touch about connecting {system} directly.
        </p>
      ) : (
        <p>
          Thanks — we&apos;ll be in touch to help you set up bookings at {campgroundName}. Your sites and rates are
          saved; come back to Set up bookings whenever you are ready.
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.button} onClick={onClose}>
          Got it
        </button>
      </div>
    </Modal>
  );
}

export interface LocationEditSuccessProps {
  campgroundName: string;
  /** The public page, which shows the new location at once. */
  campgroundPath: string;
}

export function LocationEditSuccessOverlay({
  campgroundName,
  campgroundPath,
  onClose,
}: LocationEditSuccessProps & { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Location updated">
      <p>{campgroundName} now shows at its new location on its page, in search and on the map.</p>
      <div className={styles.actions}>
        <Link href={campgroundPath} className={buttonStyles.button} onClick={onClose}>
          View your page
        </Link>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
