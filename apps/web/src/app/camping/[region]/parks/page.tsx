import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { PlaceList } from '@/features/places/components/place-card';
import { RegionPlaceLinks } from '@/features/places/components/region-place-links';
import { groupParks } from '@/features/places/park-groups';
import { nearRadiusMiles } from '@/features/places/place-labels';
import { parksPageHref } from '@/features/places/place-paths';
import { listRegionPlaces, PARKS_PAGE_SIZE } from '@/features/places/places-api.server';
import { parseRegionPageQuery, type SearchParams } from '@/features/regions/region-page-query';
import { getRegion } from '@/features/regions/regions-api.server';
import { regionPath } from '@/lib/camping-paths';
import { formatCount } from '@/lib/format';
import styles from '@/features/regions/components/listing-page.module.css';

interface ParksPageProps {
  params: Promise<{ region: string }>;
  searchParams: Promise<SearchParams>;
}

async function load({ params, searchParams }: ParksPageProps) {
  const [{ region: slug }, rawQuery] = await Promise.all([params, searchParams]);
  const query = parseRegionPageQuery(rawQuery);
  if (!query) notFound();
  const region = await getRegion(slug);
  // One page holds every state's parks and forests; the sections sort them (park-groups.ts).
  const list = await listRegionPlaces(region.slug, 'park,forest', 'name', query.page, PARKS_PAGE_SIZE);
  return { slug, page: query.page, region, ...list };
}

export async function generateMetadata(props: ParksPageProps): Promise<Metadata> {
  const { page, region, total } = await load(props);
  const pageSuffix = page > 1 ? ` — page ${page}` : '';
  return {
    title: `Camping in national parks and forests in ${region.name}${pageSuffix}`,
    description: `Campgrounds in and near ${formatCount(total, 'national park or forest', 'national parks and forests')} in ${region.name}, with how many are inside each and within ${nearRadiusMiles()} miles.`,
    alternates: { canonical: parksPageHref(region.slug, page) },
  };
}

export default async function ParksPage(props: ParksPageProps) {
  const { slug, page, region, places, total } = await load(props);
  if (region.slug !== slug) permanentRedirect(parksPageHref(region.slug, page));
  const pageCount = Math.max(1, Math.ceil(total / PARKS_PAGE_SIZE));
  if (page > pageCount) notFound();
  const groups = groupParks(places);

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: region.name, href: regionPath(region.slug) },
          { label: 'Parks and forests' },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>National parks and forests in {region.name}</h1>
        <p className={styles.count}>
          {formatCount(total, 'park or forest', 'parks and forests')} with campgrounds in or near them
        </p>
      </header>

      {groups.length === 0 ? (
        <p>No national parks or forests in {region.name} have campgrounds listed yet.</p>
      ) : (
        groups.map((group) => (
          <section key={group.kind} aria-labelledby={`parks-${group.kind}`}>
            <h2 id={`parks-${group.kind}`}>{group.title}</h2>
            <PlaceList places={group.places} regionSlug={region.slug} />
          </section>
        ))
      )}
      <Pagination
        currentPage={page}
        pageCount={pageCount}
        hrefForPage={(pageNumber) => parksPageHref(region.slug, pageNumber)}
      />
      <RegionPlaceLinks regionSlug={region.slug} regionName={region.name} current="parks" />
    </div>
  );
}
