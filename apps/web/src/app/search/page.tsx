import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { parseUrlFilters } from '@/features/search/build-filters';
import { opensOnVisitor } from '@/features/search/initial-location';
import { SearchView } from '@/features/search/search-view';
import { lookupVisitorLocationOnServer } from '@/features/search/visitor-location.server';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Search campgrounds on the map',
  description: 'Find campgrounds on a map: move the map, search a place and filter by sites and amenities.',
};

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const { filters } = await searchParams;
  const raw = typeof filters === 'string' ? filters : null;
  // Only a search that opens on the visitor needs to know where they are before it starts.
  const geoip = opensOnVisitor(parseUrlFilters(raw))
    ? await lookupVisitorLocationOnServer(Object.fromEntries((await headers()).entries()))
    : undefined;
  return (
    <>
      <h1 className="visually-hidden">Search campgrounds</h1>
      <SearchView initialFiltersParam={raw} styleUrl={serverConfig.browser.mapStyleUrl} serverGeoip={geoip} />
    </>
  );
}
