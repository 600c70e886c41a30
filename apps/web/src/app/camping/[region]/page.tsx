import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { AdSlot } from '@/features/ads/components/ad-slot';
import { DEFAULT_CAMPGROUND_SORT, parseCampgroundSort } from '@/features/campgrounds/campground-sort';
import { listRegionCampgrounds, REGION_PAGE_SIZE } from '@/features/campgrounds/campgrounds-api.server';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import { SortLinks } from '@/features/campgrounds/components/sort-links';
import { PopularSearches } from '@/features/regions/components/popular-searches';
import { parseRegionPageQuery, regionPageHref, type SearchParams } from '@/features/regions/region-page-query';
import { getRegion } from '@/features/regions/regions-api.server';
import { formatCount, formatInteger } from '@/lib/format';
import styles from '@/features/regions/components/listing-page.module.css';

interface RegionPageProps {
  params: Promise<{ region: string }>;
  searchParams: Promise<SearchParams>;
}

async function loadQuery(searchParams: Promise<SearchParams>) {
  const query = parseRegionPageQuery(await searchParams);
  if (!query) notFound();
  return query;
}

export async function generateMetadata({ params, searchParams }: RegionPageProps): Promise<Metadata> {
  const [{ region: slug }, query] = await Promise.all([params, loadQuery(searchParams)]);
  const region = await getRegion(slug);
  const pageSuffix = query.page > 1 ? ` — page ${query.page}` : '';
  return {
    title: `Camping in ${region.name}${pageSuffix}`,
    description: `Browse ${formatCount(region.campgroundCount, 'campground')} in ${region.name} — national and state parks, forests, public lands and private parks — with sites, fees, amenities and maps.`,
    alternates: { canonical: regionPageHref(region.slug, { page: query.page, sort: DEFAULT_CAMPGROUND_SORT }) },
  };
}

export default async function RegionPage({ params, searchParams }: RegionPageProps) {
  const [{ region: slug }, query] = await Promise.all([params, loadQuery(searchParams)]);
  const region = await getRegion(slug);
  if (region.slug !== slug) permanentRedirect(regionPageHref(region.slug, query));
  const { campgrounds, total, sortOptions } = await listRegionCampgrounds(region.slug, query.page, query.sort);
  const pageCount = Math.max(1, Math.ceil(total / REGION_PAGE_SIZE));
  if (query.page > pageCount) notFound();

  const firstShown = (query.page - 1) * REGION_PAGE_SIZE + 1;
  const lastShown = firstShown + campgrounds.length - 1;

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: region.name }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>Camping in {region.name}</h1>
        <p className={styles.count}>{formatCount(total, 'campground')}</p>
      </header>

      {total === 0 ? (
        <p>No campgrounds are listed in {region.name} yet.</p>
      ) : (
        <>
          <SortLinks
            options={sortOptions}
            current={query.sort}
            hrefForSort={(sort) => regionPageHref(region.slug, { page: 1, sort: parseCampgroundSort(sort) })}
          />
          <h2 className="visually-hidden">Campgrounds</h2>
          <p className={styles.range}>
            Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}
          </p>
          <CampgroundList campgrounds={campgrounds} />
          <AdSlot slotId="region-listing" size="medium-rectangle" />
          <Pagination
            currentPage={query.page}
            pageCount={pageCount}
            hrefForPage={(page) => regionPageHref(region.slug, { page, sort: query.sort })}
          />
        </>
      )}
      <PopularSearches regionSlug={region.slug} regionName={region.name} />
    </div>
  );
}
