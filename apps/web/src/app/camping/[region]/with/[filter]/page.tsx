import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { REGION_PAGE_SIZE } from '@/features/campgrounds/campgrounds-api.server';
import { AdSlot } from '@/features/ads/components/ad-slot';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import {
  type FeatureListing,
  featureListingHref,
  featureSearchHref,
  findFeatureListing,
} from '@/features/regions/feature-listings';
import { listFeatureCampgrounds } from '@/features/regions/feature-listings-api.server';
import { parseRegionPageQuery, type SearchParams } from '@/features/regions/region-page-query';
import { getRegion } from '@/features/regions/regions-api.server';
import { regionPath } from '@/lib/camping-paths';
import { formatCount, formatInteger } from '@/lib/format';
import styles from '@/features/regions/components/listing-page.module.css';

interface FeaturePageProps {
  params: Promise<{ region: string; filter: string }>;
  searchParams: Promise<SearchParams>;
}

async function load({ params, searchParams }: FeaturePageProps) {
  const [{ region: slug, filter }, rawQuery] = await Promise.all([params, searchParams]);
  const listing: FeatureListing | null = findFeatureListing(filter);
  const query = parseRegionPageQuery(rawQuery);
  if (!listing || !query) notFound();
  const region = await getRegion(slug);
  return { slug, listing, page: query.page, region };
}

export async function generateMetadata(props: FeaturePageProps): Promise<Metadata> {
  const { listing, page, region } = await load(props);
  const { total } = await listFeatureCampgrounds(region.slug, listing.slug, page);
  const pageSuffix = page > 1 ? ` — page ${page}` : '';
  return {
    title: `${listing.heading(region.name)}${pageSuffix}`,
    description: `${listing.heading(region.name)}: ${formatCount(total, 'campground')} — national and state parks, forests, public lands and private parks — with sites, fees, amenities and maps.`,
    alternates: { canonical: featureListingHref(region.slug, listing.slug, page) },
  };
}

export default async function FeatureListingPage(props: FeaturePageProps) {
  const { slug, listing, page, region } = await load(props);
  if (region.slug !== slug) permanentRedirect(featureListingHref(region.slug, listing.slug, page));
  const { campgrounds, total } = await listFeatureCampgrounds(region.slug, listing.slug, page);
  const pageCount = Math.max(1, Math.ceil(total / REGION_PAGE_SIZE));
  if (page > pageCount) notFound();

  const heading = listing.heading(region.name);
  const firstShown = (page - 1) * REGION_PAGE_SIZE + 1;
  const lastShown = firstShown + campgrounds.length - 1;

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: region.name, href: regionPath(region.slug) },
          { label: listing.label },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.count}>{formatCount(total, 'campground')}</p>
        <p className={styles.mapLink}>
          <Link href={featureSearchHref(region.slug, listing)}>See these on the map</Link>
        </p>
      </header>

      {total === 0 ? (
        <p>
          No campgrounds in {region.name} are listed with this yet.{' '}
          <Link href={regionPath(region.slug)}>See all campgrounds in {region.name}</Link>.
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">Campgrounds</h2>
          <p className={styles.range}>
            Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}
          </p>
          <CampgroundList campgrounds={campgrounds} />
          <AdSlot slotId="region-listing" size="medium-rectangle" />
          <Pagination
            currentPage={page}
            pageCount={pageCount}
            hrefForPage={(pageNumber) => featureListingHref(region.slug, listing.slug, pageNumber)}
          />
        </>
      )}
    </div>
  );
}
