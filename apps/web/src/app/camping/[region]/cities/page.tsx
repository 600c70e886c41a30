import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { SortLinks } from '@/features/campgrounds/components/sort-links';
import { CITY_SORTS, citySortApiValue, parseCitySort } from '@/features/places/city-sort';
import { PlaceList } from '@/features/places/components/place-card';
import { RegionPlaceLinks } from '@/features/places/components/region-place-links';
import { nearRadiusMiles } from '@/features/places/place-labels';
import { citiesPageHref } from '@/features/places/place-paths';
import { CITIES_PAGE_SIZE, listRegionPlaces } from '@/features/places/places-api.server';
import { parseRegionPageQuery, type SearchParams } from '@/features/regions/region-page-query';
import { getRegion } from '@/features/regions/regions-api.server';
import { regionPath } from '@/lib/camping-paths';
import { formatCount, formatInteger } from '@/lib/format';
import styles from '@/features/regions/components/listing-page.module.css';

interface CitiesPageProps {
  params: Promise<{ region: string }>;
  searchParams: Promise<SearchParams>;
}

async function load({ params, searchParams }: CitiesPageProps) {
  const [{ region: slug }, rawQuery] = await Promise.all([params, searchParams]);
  const query = parseRegionPageQuery(rawQuery);
  if (!query) notFound();
  const sort = parseCitySort(rawQuery.sort);
  const region = await getRegion(slug);
  const list = await listRegionPlaces(region.slug, 'city', citySortApiValue(sort), query.page, CITIES_PAGE_SIZE);
  return { slug, page: query.page, sort, region, ...list };
}

export async function generateMetadata(props: CitiesPageProps): Promise<Metadata> {
  const { page, region, total } = await load(props);
  const pageSuffix = page > 1 ? ` — page ${page}` : '';
  return {
    title: `Camping near cities in ${region.name}${pageSuffix}`,
    description: `Campgrounds near ${formatCount(total, 'city or town', 'cities and towns')} in ${region.name}: how many are within ${nearRadiusMiles()} miles of each, nearest first, with sites, fees and maps.`,
    // Both orders list the same cities: one canonical URL per page number.
    alternates: { canonical: citiesPageHref(region.slug, page) },
  };
}

export default async function CitiesPage(props: CitiesPageProps) {
  const { slug, page, sort, region, places, total } = await load(props);
  if (region.slug !== slug) permanentRedirect(citiesPageHref(region.slug, page, sort));
  const pageCount = Math.max(1, Math.ceil(total / CITIES_PAGE_SIZE));
  if (page > pageCount) notFound();

  const firstShown = (page - 1) * CITIES_PAGE_SIZE + 1;
  const lastShown = firstShown + places.length - 1;

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: region.name, href: regionPath(region.slug) },
          { label: 'Cities' },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Camping near cities in {region.name}</h1>
        <p className={styles.count}>
          {formatCount(total, 'city or town', 'cities and towns')} with campgrounds within {nearRadiusMiles()} mi
        </p>
      </header>

      {total === 0 ? (
        <p>No cities in {region.name} have campgrounds nearby yet.</p>
      ) : (
        <>
          <SortLinks
            options={CITY_SORTS}
            current={sort}
            hrefForSort={(value) => citiesPageHref(region.slug, 1, parseCitySort(value))}
          />
          <h2 className="visually-hidden">Cities</h2>
          <p className={styles.range}>
            Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}
          </p>
          <PlaceList places={places} regionSlug={region.slug} />
          <Pagination
            currentPage={page}
            pageCount={pageCount}
            hrefForPage={(pageNumber) => citiesPageHref(region.slug, pageNumber, sort)}
          />
        </>
      )}
      <RegionPlaceLinks regionSlug={region.slug} regionName={region.name} current="cities" />
    </div>
  );
}
