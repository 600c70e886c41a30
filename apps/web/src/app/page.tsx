import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@campwise/domain';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import { listPopularCampgrounds } from '@/features/campgrounds/campgrounds-api.server';
import { HomeHero } from '@/features/home/home-hero';
import { findMapGlimpse } from '@/features/home/map-glimpse-api.server';
import { StateList } from '@/features/regions/components/state-list';
import { listRegions } from '@/features/regions/regions-api.server';
import styles from './home.module.css';

export const metadata: Metadata = {
  title: { absolute: `${PRODUCT_NAME} — Find campgrounds on a map` },
  description:
    'Find campgrounds in every US state on a map, from national parks and forests to private RV parks: sites, fees, amenities, seasons and contact details from open data.',
  alternates: { canonical: '/' },
};

export default async function HomePage() {
  const [regions, popular, glimpse] = await Promise.all([listRegions(), listPopularCampgrounds(), findMapGlimpse()]);
  const withCampgrounds = regions.filter((region) => region.campgroundCount > 0);
  const campgroundTotal = withCampgrounds.reduce((sum, region) => sum + region.campgroundCount, 0);
  const stateCount = withCampgrounds.filter((region) => region.code !== 'DC').length;
  const coverage = `${stateCount} ${stateCount === 1 ? 'state' : 'states'}${stateCount < withCampgrounds.length ? ' and DC' : ''}`;

  return (
    <>
      <HomeHero
        campgroundTotal={campgroundTotal}
        coverage={coverage}
        showPopularLink={popular.length > 0}
        glimpse={glimpse}
      />
      <div className="page">
        <section id="states" aria-labelledby="states-heading" className={styles.section}>
          <h2 id="states-heading" className={styles.heading}>
            Browse by state
          </h2>
          <p className={styles.intro}>Pick a state to see every campground we know of there.</p>
          <StateList regions={regions} />
        </section>
        {popular.length > 0 && (
          <section id="popular" aria-labelledby="popular-heading" className={styles.section}>
            <h2 id="popular-heading" className={styles.heading}>
              Popular campgrounds
            </h2>
            {/* What "popular" means (ADR 0029), so the list is not taken for an editor's pick. */}
            <p className={styles.intro}>
              Ranked by ratings and reviews, saves, how complete the listing is and, for federal campgrounds reservable
              on Recreation.gov, how many sites they have.
            </p>
            <CampgroundList campgrounds={popular} />
          </section>
        )}
      </div>
    </>
  );
}
