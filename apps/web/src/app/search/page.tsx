import type { Metadata } from 'next';
import { SearchView } from '@/features/search/search-view';
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
  return (
    <>
      <h1 className="visually-hidden">Search campgrounds</h1>
      <SearchView initialFiltersParam={raw} styleUrl={serverConfig.browser.mapStyleUrl} />
    </>
  );
}
