'use client';

// The spec's listing-success (an owner added their campground) and listing-success-camper (a
// camper suggested one) overlays: one component, two wordings. Both wait for an admin's review.
import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import styles from './claims.module.css';

export interface ListingSuccessOverlayProps {
  name: string;
  onClose: () => void;
}

function ListingSuccess({ name, onClose, camper }: ListingSuccessOverlayProps & { camper: boolean }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={camper ? 'Thanks for the suggestion!' : 'Your campground is submitted'}
      size="medium"
    >
      <div className={styles.overlay} data-testid={camper ? 'listing-success-camper' : 'listing-success'}>
        {camper ? (
          <p>
            We will review <strong>{name}</strong> and add it to the map for every camper once it checks out.
          </p>
        ) : (
          <p>
            We will review <strong>{name}</strong>. Once it is approved the listing goes live and you manage it from the
            manager portal; we will email you.
          </p>
        )}
        <div className={styles.actions}>
          <Link href={camper ? '/search' : '/claim/properties'} className={buttonStyles.button} onClick={onClose}>
            {camper ? 'Back to the map' : 'See your claims'}
          </Link>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function ListingSuccessOverlay(props: ListingSuccessOverlayProps) {
  return <ListingSuccess {...props} camper={false} />;
}

export function ListingSuccessCamperOverlay(props: ListingSuccessOverlayProps) {
  return <ListingSuccess {...props} camper />;
}
