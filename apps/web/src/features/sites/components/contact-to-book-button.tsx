'use client';

import buttonStyles from '@/components/ui/button.module.css';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { BookingContactCampground } from '../booking-contact';

/** On a campground that cannot be booked here: opens the contact-booking overlay. */
export function ContactToBookButton({ campground }: { campground: BookingContactCampground }) {
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.block}`}
      onClick={() => openOverlay('contact-booking', { campground })}
    >
      Contact to book
    </button>
  );
}
