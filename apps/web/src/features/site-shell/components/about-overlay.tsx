'use client';

import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { Modal } from '@/components/ui/modal';
import { DataAttributionList } from '@/features/layout/data-attribution-list';
import styles from './site-shell.module.css';

/** The 'about' overlay (spec section 2): what the product is and whose open data it is built on. */
export function AboutOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={`About ${PRODUCT_NAME}`} size="medium">
      <div className={styles.body}>
        <p>
          {PRODUCT_NAME} helps you find campgrounds across the United States on a map, read reviews and field reports
          from other campers, save places to lists, plan trips, book sites where campgrounds take bookings, and get an
          alert when a sold-out campsite opens up.
        </p>
        <p>
          Campground details come from open data, merged and kept up to date by us; reviews, photos and field reports
          come from campers like you. The data is credited to:
        </p>
        <DataAttributionList className={styles.sources} />
        <p>
          <Link href="/about/us" onClick={onClose}>
            More about us and how we use open data
          </Link>
        </p>
      </div>
    </Modal>
  );
}
