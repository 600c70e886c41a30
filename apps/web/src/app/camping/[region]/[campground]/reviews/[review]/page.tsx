import type { Metadata } from 'next';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { JsonLd } from '@/components/ui/json-ld';
import { CampgroundSubpageBreadcrumbs } from '@/features/reviews/components/review-breadcrumbs';
import { ReviewCard } from '@/features/reviews/components/review-card';
import { communityCampground } from '@/features/community/community-campground';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';
import { reviewJsonLd } from '@/features/reviews/review-json-ld';
import { reviewPath, reviewsPath } from '@/features/community/community-paths';
import { excerpt } from '@/lib/plain-text';
import { getCampgroundReview } from '@/features/reviews/reviews-api.server';
import { photoShareImage, shareMetadata } from '@/features/sharing/share-metadata';
import { campgroundPath } from '@/lib/camping-paths';
import { serverConfig } from '@/lib/config.server';
import styles from '@/features/reviews/components/review-list.module.css';

interface ReviewPageProps {
  params: Promise<{ region: string; campground: string; review: string }>;
}

async function load(params: ReviewPageProps['params']) {
  const { region, campground: slug, review: reviewId } = await params;
  const context = await loadCampgroundContext(region, slug);
  const review = await getCampgroundReview(context.campground.id, reviewId);
  return { ...context, review };
}

export async function generateMetadata({ params }: ReviewPageProps): Promise<Metadata> {
  const { campground, review } = await load(params);
  const title = `Review of ${campground.name} by ${review.authorName}`;
  const description = excerpt(review.body, 160);
  const path = reviewPath(campground, review.id);
  const photo = review.photos[0];
  return {
    title,
    description,
    alternates: { canonical: path },
    // With a photo the link unfurls with it (summary_large_image); without one, a summary card.
    ...shareMetadata({
      title,
      description,
      url: `${serverConfig.publicWebUrl}${path}`,
      type: 'article',
      image: photo
        ? photoShareImage(photo, `Photo of ${campground.name} by ${photo.authorName}`, serverConfig.publicWebUrl)
        : null,
    }),
    // Hidden reviews reach only their author and admins; keep them out of search either way.
    ...(review.hidden ? { robots: { index: false } } : {}),
  };
}

export default async function ReviewPage({ params }: ReviewPageProps) {
  const { campground, stateName, isCanonicalUrl, review } = await load(params);
  const path = reviewPath(campground, review.id);
  if (!isCanonicalUrl) permanentRedirect(path);
  const reviewed = communityCampground(campground);

  return (
    <div className="page">
      <JsonLd
        data={reviewJsonLd(
          review,
          campground.name,
          `${serverConfig.publicWebUrl}${path}`,
          `${serverConfig.publicWebUrl}${campgroundPath(campground)}`,
        )}
      />
      <CampgroundSubpageBreadcrumbs
        campground={campground}
        stateName={stateName}
        trail={[{ label: 'Reviews', href: reviewsPath(campground) }, { label: `Review by ${review.authorName}` }]}
      />
      <header className={styles.toolbar}>
        <h1>
          Review of {campground.name} by {review.authorName}
        </h1>
      </header>
      {campground.demoInventory && <DemoInventoryNotice />}
      <ReviewCard review={review} campground={reviewed} headingLevel={2} linkTitle={false} />
      <ul className={`${styles.links} ${styles.toolbar}`}>
        <li>
          <Link href={reviewsPath(campground)}>All reviews of {campground.name}</Link>
        </li>
        <li>
          <Link href={campgroundPath(campground)}>About this campground</Link>
        </li>
      </ul>
    </div>
  );
}
