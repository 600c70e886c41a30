'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FieldReportItems } from '@/features/guides/components/field-report-items';
import { formatGuideDate } from '@/features/guides/guide-dates';
import type { RecentReview, WithCampground } from '@/features/guides/recent-activity';
import { campgroundPath } from '@/lib/camping-paths';
import { loadNearYou, NEAR_YOU_RADIUS_KM, type NearYou } from '../near-you-api';
import guideStyles from '@/features/guides/components/guides.module.css';
import styles from './whats-new.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; nearYou: NearYou };

const EXCERPT_LENGTH = 220;

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

function ReviewItems({ reviews }: { reviews: readonly WithCampground<RecentReview>[] }) {
  return (
    <ul className={guideStyles.reports}>
      {reviews.map(({ item, campground }) => (
        <li key={item.id} className={guideStyles.report}>
          <Link href={campgroundPath(campground)}>{campground.name}</Link>, {campground.regionName}
          <p className={guideStyles.reportMeta}>
            <span aria-label={`${item.rating} out of 5 stars`}>{'★'.repeat(item.rating)}</span> {item.authorName} ·{' '}
            <time dateTime={item.createdAt}>{formatGuideDate(item.createdAt)}</time>
          </p>
          {item.title && <p className={styles.itemTitle}>{item.title}</p>}
          <p>{excerpt(item.body)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The newest reviews and field reports within NEAR_YOU_RADIUS_KM of the visitor's rough location. */
export function NearYouSection() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadNearYou().then(
      (nearYou) => current && setState({ status: 'ready', nearYou }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.status === 'loading') return <p className={styles.note}>Looking for what's new near you…</p>;
  if (state.status === 'failed') {
    return (
      <p className={styles.note} role="alert">
        What's new near you could not be loaded. Please reload the page to try again.
      </p>
    );
  }
  const { city, reviews, fieldReports } = state.nearYou;
  const place = city
    ? `within ${NEAR_YOU_RADIUS_KM} km of ${city}`
    : `within ${NEAR_YOU_RADIUS_KM} km of the centre of the US`;
  return (
    <div className={styles.columns}>
      <section aria-labelledby="new-reviews">
        <h3 id="new-reviews" className={styles.columnTitle}>
          New reviews
        </h3>
        <p className={styles.note}>The newest reviews {place}.</p>
        {reviews.length ? <ReviewItems reviews={reviews} /> : <p>No reviews {place} yet.</p>}
      </section>
      <section aria-labelledby="new-field-reports">
        <h3 id="new-field-reports" className={styles.columnTitle}>
          New field reports
        </h3>
        <p className={styles.note}>Conditions and cell signal campers reported {place}.</p>
        {fieldReports.length ? <FieldReportItems reports={fieldReports} /> : <p>No field reports {place} yet.</p>}
      </section>
    </div>
  );
}
