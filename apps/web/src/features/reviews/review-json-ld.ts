// schema.org Review for a review's own page, so search engines can show it with its stars.
import type { Review } from './review-schema';

export function reviewJsonLd(review: Review, campgroundName: string, pageUrl: string, campgroundUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    url: pageUrl,
    name: review.title ?? undefined,
    reviewBody: review.body,
    datePublished: review.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: review.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    itemReviewed: { '@type': 'Campground', name: campgroundName, url: campgroundUrl },
  };
}
