import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { distanceMiles, formatMiles } from '@/features/campgrounds/campground-distance';
import { AdSlot } from '@/features/ads/components/ad-slot';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import { RegionPlaceLinks } from '@/features/places/components/region-place-links';
import { nearItemListJsonLd } from '@/features/places/near-json-ld';
import { areaCountText, nearRadiusMiles, placeHeadingName } from '@/features/places/place-labels';
import { isPlaceSlug, nearPageHref, placeListHref, placeSearchHref } from '@/features/places/place-paths';
import { isAdminArea } from '@/features/places/place-schema';
import { findPlace, listCampgroundsNear, NEAR_PAGE_SIZE } from '@/features/places/places-api.server';
import { parseRegionPageQuery, type SearchParams } from '@/features/regions/region-page-query';
import { getRegion } from '@/features/regions/regions-api.server';
import { regionPath } from '@/lib/camping-paths';
import { serverConfig } from '@/lib/config.server';
import { formatCount, formatInteger } from '@/lib/format';
import styles from '@/features/regions/components/listing-page.module.css';

interface NearPageProps {
  params: Promise<{ region: string; place: string }>;
  searchParams: Promise<SearchParams>;
}

async function load({ params, searchParams }: NearPageProps) {
  const [{ region: slug, place: placeSlug }, rawQuery] = await Promise.all([params, searchParams]);
  const query = parseRegionPageQuery(rawQuery);
  if (!query || !isPlaceSlug(placeSlug)) notFound();
  const region = await getRegion(slug);
  const place = await findPlace(region.slug, placeSlug);
  // A state's own place is its region page; this page is for a city, park or forest.
  if (!place || place.kind === 'state') notFound();
  const list = await listCampgroundsNear(place.id, query.page);
  return {
    slug,
    page: query.page,
    region,
    place,
    heading: `Campgrounds near ${placeHeadingName(place, region.name)}`,
    ...list,
  };
}

export async function generateMetadata(props: NearPageProps): Promise<Metadata> {
  const { page, region, place, heading, total } = await load(props);
  const pageSuffix = page > 1 ? ` — page ${page}` : '';
  return {
    title: `${heading}${pageSuffix}`,
    description: `${formatCount(total, 'campground')} within ${nearRadiusMiles(place)} miles of ${placeHeadingName(place, region.name)}, nearest first — national and state parks, forests, public lands and private parks, with sites, fees and maps.`,
    alternates: { canonical: nearPageHref(region.slug, place.slug, page) },
  };
}

export default async function NearPage(props: NearPageProps) {
  const { slug, page, region, place, heading, campgrounds, total } = await load(props);
  if (region.slug !== slug) permanentRedirect(nearPageHref(region.slug, place.slug, page));
  const pageCount = Math.max(1, Math.ceil(total / NEAR_PAGE_SIZE));
  if (page > pageCount) notFound();

  const miles = nearRadiusMiles(place);
  const area = areaCountText(place);
  const firstShown = (page - 1) * NEAR_PAGE_SIZE + 1;
  const lastShown = firstShown + campgrounds.length - 1;
  const listLabel = isAdminArea(place) ? 'Parks and forests' : 'Cities';

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: region.name, href: regionPath(region.slug) },
          { label: listLabel, href: placeListHref(region.slug, place) },
          { label: place.name },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.count}>
          {formatCount(total, 'campground')} within {miles} mi{area && ` · ${area}`}
        </p>
        {total > 0 && (
          <p className={styles.mapLink}>
            <Link href={placeSearchHref('near', place.id)}>See these on the map</Link>
            {isAdminArea(place) && place.areaCount !== null && place.areaCount > 0 && (
              <>
                {' · '}
                <Link href={placeSearchHref('admin_area', place.id)}>See the campgrounds in the {place.kind}</Link>
              </>
            )}
          </p>
        )}
      </header>

      {total === 0 ? (
        <p>
          No campgrounds are listed within {miles} mi of {place.name} yet.{' '}
          <Link href={regionPath(region.slug)}>See all campgrounds in {region.name}</Link>.
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">Campgrounds, nearest first</h2>
          <p className={styles.range}>
            Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}, nearest first.
            Distances are straight-line from the centre of {place.name}, not driving distance.
          </p>
          <CampgroundList
            campgrounds={campgrounds}
            distanceFor={(campground) => `${formatMiles(distanceMiles(place, campground))} from ${place.name}`}
          />
          <AdSlot slotId="region-listing" size="medium-rectangle" />
          <Pagination
            currentPage={page}
            pageCount={pageCount}
            hrefForPage={(pageNumber) => nearPageHref(region.slug, place.slug, pageNumber)}
          />
          <JsonLd data={nearItemListJsonLd(heading, campgrounds, firstShown, serverConfig.publicWebUrl)} />
        </>
      )}
      <RegionPlaceLinks regionSlug={region.slug} regionName={region.name} />
    </div>
  );
}
