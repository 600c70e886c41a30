import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Pagination } from '@/components/ui/pagination';
import { SortLinks } from '@/features/campgrounds/components/sort-links';
import { CampgroundSubpageBreadcrumbs } from '@/features/reviews/components/review-breadcrumbs';
import { RatingSummary } from '@/features/reviews/components/rating-summary';
import { ReviewList } from '@/features/reviews/components/review-list';
import { WriteReviewButton } from '@/features/reviews/components/write-review-button';
import { communityCampground } from '@/features/community/community-campground';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';
import { galleryPath, reviewsPath } from '@/features/community/community-paths';
import {
  DEFAULT_REVIEW_SORT,
  parseReviewListQuery,
  REVIEWS_PAGE_SIZE,
  reviewListHref,
  type SearchParams,
} from '@/features/reviews/review-sort';
import { listCampgroundReviews } from '@/features/reviews/reviews-api.server';
import { campgroundPath } from '@/lib/camping-paths';
import { formatInteger } from '@/lib/format';
import styles from '@/features/reviews/components/review-list.module.css';

interface ReviewsPageProps {
  params: Promise<{ region: string; campground: string }>;
  searchParams: Promise<SearchParams>;
}

async function load({ params, searchParams }: ReviewsPageProps) {
  const [{ region, campground: slug }, rawQuery] = await Promise.all([params, searchParams]);
  const query = parseReviewListQuery(rawQuery);
  if (!query) notFound();
  return { ...(await loadCampgroundContext(region, slug)), query };
}

export async function generateMetadata(props: ReviewsPageProps): Promise<Metadata> {
  const { campground, query } = await load(props);
  const pageSuffix = query.page > 1 ? ` — page ${query.page}` : '';
  return {
    title: `Reviews of ${campground.name}${pageSuffix}`,
    description: `What campers say about ${campground.name}: ratings, reviews, photos and stay tips.`,
    alternates: {
      canonical: reviewListHref(reviewsPath(campground), { page: query.page, sort: DEFAULT_REVIEW_SORT }),
    },
  };
}

export default async function ReviewsPage(props: ReviewsPageProps) {
  const { campground, stateName, isCanonicalUrl, query } = await load(props);
  const basePath = reviewsPath(campground);
  if (!isCanonicalUrl) permanentRedirect(reviewListHref(basePath, query));
  const { reviews, total, sortOptions, rating } = await listCampgroundReviews(
    campground.id,
    query.page,
    query.sort,
    REVIEWS_PAGE_SIZE,
  );
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  if (query.page > pageCount) notFound();
  const firstShown = (query.page - 1) * REVIEWS_PAGE_SIZE + 1;
  const lastShown = firstShown + reviews.length - 1;
  const reviewed = communityCampground(campground);

  return (
    <div className="page">
      <CampgroundSubpageBreadcrumbs campground={campground} stateName={stateName} trail={[{ label: 'Reviews' }]} />
      <header className={styles.toolbar}>
        <h1>Reviews of {campground.name}</h1>
      </header>
      {campground.demoInventory && <DemoInventoryNotice />}
      <RatingSummary summary={rating} />
      <div className={styles.toolbar}>
        <div>
          <WriteReviewButton campgroundId={campground.id} campgroundName={campground.name} />
        </div>
        <ul className={styles.links}>
          <li>
            <Link href={campgroundPath(campground)}>About this campground</Link>
          </li>
          <li>
            <Link href={galleryPath(campground)}>Photo gallery</Link>
          </li>
        </ul>
      </div>
      {total > 0 && (
        <>
          <SortLinks
            options={sortOptions}
            current={query.sort}
            hrefForSort={(sort) => reviewListHref(basePath, parseReviewListQuery({ sort }) ?? query)}
          />
          <h2 className="visually-hidden">Reviews</h2>
          <p className={styles.range}>
            Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}
          </p>
          <ReviewList reviews={reviews} campground={reviewed} />
          <Pagination
            currentPage={query.page}
            pageCount={pageCount}
            hrefForPage={(page) => reviewListHref(basePath, { page, sort: query.sort })}
          />
        </>
      )}
    </div>
  );
}
