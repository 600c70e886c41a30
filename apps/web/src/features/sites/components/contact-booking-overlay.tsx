'use client';

// The spec's contact-booking overlay: how to book a campground that Campwise cannot book —
// call, visit its website or email it; a federal reservable campground is booked through its
// agency's own reservation system.
import { PRODUCT_NAME } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { CampgroundContact } from '@/features/campgrounds/components/campground-contact';
import { type BookingContactCampground, contactWays, isFederalReservable, joinWays } from '../booking-contact';
import styles from './sites.module.css';

export interface ContactBookingOverlayProps {
  campground: BookingContactCampground;
  onClose: () => void;
}

export function ContactBookingOverlay({ campground, onClose }: ContactBookingOverlayProps) {
  const ways = joinWays(contactWays(campground));
  const agency = campground.agencyLabel ?? 'the managing agency';
  return (
    <Modal open onClose={onClose} title="Contact to book" size="medium">
      <div className={styles.about} data-testid="contact-booking">
        <p>
          {campground.name} cannot be booked on {PRODUCT_NAME}.{' '}
          {ways ? `To book, ${ways}.` : 'Ask the campground directly how to book.'}
        </p>
        {isFederalReservable(campground) ? (
          <p>
            A federal agency ({agency}) manages it: its reservable sites are booked through the agency&apos;s own
            reservation system (Recreation.gov for federal campgrounds).
          </p>
        ) : null}
        {campground.reservable === false ? (
          <p>Sites here are first come, first served: arrive early, especially on weekends.</p>
        ) : null}
        <CampgroundContact campground={campground} />
        <div className={styles.aboutActions}>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
