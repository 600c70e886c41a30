import Link from 'next/link';
import { SITE_TYPES, type SiteType } from '@campwise/domain';
import { photoAlt } from '@/features/photos/photo-schema';
import { ReportButton } from '@/features/moderation/components/report-button';
import { ShareButton } from '@/features/sharing/components/share-button';
import { formatLongDate, formatMonthYear } from '@/lib/calendar-dates';
import { mediaPath, reviewPath } from '@/features/community/community-paths';
import type { Review } from '../review-schema';
import type { CommunityCampground } from '@/features/community/community-campground';
import { HelpfulButton } from './helpful-button';
import { PlainTextBody } from '@/components/ui/plain-text-body';
import { ReviewOwnerActions } from './review-owner-actions';
import { StarRating } from './star-rating';
import styles from './review-card.module.css';

export interface ReviewCardProps {
  review: Review;
  campground: CommunityCampground;
  /** h3 in lists under an h2; the single-review page's card sits under its h1. */
  headingLevel?: 2 | 3;
  /** Lists link each title to the review's own page; that page does not link to itself. */
  linkTitle?: boolean;
}

function siteTypeLabel(siteType: string | null): string | null {
  return siteType && siteType in SITE_TYPES ? SITE_TYPES[siteType as SiteType] : siteType;
}

export function ReviewCard({ review, campground, headingLevel = 3, linkTitle = true }: ReviewCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = reviewPath(campground, review.id);
  const title = review.title ?? `${review.rating}-star stay`;
  const siteType = siteTypeLabel(review.siteType);
  return (
    <article className={styles.card} aria-labelledby={`review-${review.id}-title`}>
      <header className={styles.header}>
        <StarRating rating={review.rating} size="small" />
        <Heading id={`review-${review.id}-title`} className={styles.title}>
          {linkTitle ? <Link href={href}>{title}</Link> : title}
        </Heading>
        <p className={styles.meta}>
          <span className={styles.author}>{review.authorName}</span>
          <span>Stayed {formatMonthYear(review.stayedOn)}</span>
          {siteType && <span>{siteType} site</span>}
          <span>
            Posted <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
          </span>
        </p>
        {review.hidden && (
          <p className={styles.hiddenNote}>Hidden by a moderator: only you and admins can see this review.</p>
        )}
      </header>
      <PlainTextBody text={review.body} className={styles.body} />
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label={`Photos with ${review.authorName}'s review`}>
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <Link href={mediaPath(campground, photo.id)} scroll={false}>
                {/* The API already serves 320 px WebP thumbs, from local disk or a bucket whose
                    address is a deployment setting: next/image would only resize them again. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={photo.urls.thumb} alt={photoAlt(photo, campground.name)} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        <HelpfulButton
          reviewId={review.id}
          authorId={review.authorId}
          initialCount={review.helpfulCount}
          initialVoted={review.votedHelpful}
        />
        <ReviewOwnerActions review={review} campground={campground} />
        {/* Share and Report together at the footer's right end, wherever the row wraps. */}
        <div className={styles.iconActions}>
          <ShareButton
            target={{ kind: 'review', title: `${review.authorName}'s review of ${campground.name}`, url: href }}
            variant="icon"
          />
          <ReportButton
            target={{ type: 'review', id: review.id, name: `Review by ${review.authorName}` }}
            variant="icon"
          />
        </div>
      </footer>
    </article>
  );
}
