'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { LocationAutocomplete } from '@/features/search/location-autocomplete';
import { claimPath } from '../claim-stage';
import styles from './claims.module.css';

/** /claim: why an owner claims a listing, and the campground search that starts it. */
export function ClaimLanding() {
  const router = useRouter();
  return (
    <div className={styles.column}>
      <p className={styles.lead}>
        Run a campground? Claim its listing to keep it right, take bookings from campers and answer their reviews.
      </p>
      <ul className={styles.reasons} aria-label="Why claim">
        <li>
          <strong>Manage your listing</strong>
          Correct the details, photos, seasons and policies campers see.
        </li>
        <li>
          <strong>Take bookings</strong>
          Let campers book your sites online, or send them to your own booking system.
        </li>
        <li>
          <strong>Answer reviews</strong>
          Reply to campers and keep your rating honest.
        </li>
      </ul>
      <section className={styles.card} aria-labelledby="claim-find-heading">
        <h2 id="claim-find-heading">Find your campground</h2>
        <LocationAutocomplete
          kind="campgrounds"
          label="Campground name"
          placeholder="Type your campground’s name"
          onChoose={(suggestion) => {
            if (suggestion.type === 'campground' && suggestion.slug) {
              router.push(claimPath(suggestion.slug, suggestion.region));
            }
          }}
        />
        <p className={styles.note}>
          Not listed? <Link href="/claim/add">Add your campground</Link>. Already started?{' '}
          <Link href="/claim/properties">See your claims</Link>.
        </p>
      </section>
    </div>
  );
}
