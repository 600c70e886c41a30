import { formatInteger } from '@/lib/format';
import { HomeSearch } from './home-search';
import type { MapGlimpse as MapGlimpseData } from './map-glimpse-projection';
import { MapGlimpse } from './map-glimpse';
import styles from './home-hero.module.css';

/** What Campwise is, in one glance: the headline, the search box, a glimpse of the map. */
interface HomeHeroProps {
  campgroundTotal: number;
  /** Where the campgrounds are, e.g. "50 states and DC". */
  coverage: string;
  showPopularLink: boolean;
  /** Null when the map's clusters could not be read: the hero goes without the picture. */
  glimpse: MapGlimpseData | null;
}

export function HomeHero({ campgroundTotal, coverage, showPopularLink, glimpse }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={glimpse ? `${styles.inner} ${styles.withGlimpse}` : styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Camping across the United States</p>
          <h1 id="home-heading" className={styles.title}>
            Find your next campground on the map
          </h1>
          <HomeSearch />
          <p className={styles.lead}>
            {campgroundTotal > 0
              ? `Campwise maps ${formatInteger(campgroundTotal)} campgrounds in ${coverage}`
              : 'Campwise maps campgrounds across the United States'}{' '}
            — national and state parks, national forests, BLM land and private parks — with their sites, fees, amenities
            and contact details. Every listing comes from real open data, credited to its source.
          </p>
          <p className={styles.actions}>
            <a href="#states" className={styles.secondary}>
              Browse by state
            </a>
            {showPopularLink && (
              <a href="#popular" className={styles.secondary}>
                Popular campgrounds
              </a>
            )}
          </p>
        </div>
        {glimpse && (
          <div className={styles.glimpse}>
            <MapGlimpse glimpse={glimpse} campgroundTotal={campgroundTotal} />
          </div>
        )}
      </div>
      <svg
        className={styles.ridge}
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 120V78l120-34 110 30 150-58 140 52 120-30 160 46 150-62 170 56 120-28 200 44v26Z" />
      </svg>
    </section>
  );
}
