import { formatInteger } from '@/lib/format';
import styles from './home-hero.module.css';

/** What Campwise is, in one glance: the headline, the promise, the way in. */
interface HomeHeroProps {
  campgroundTotal: number;
  /** Where the campgrounds are, e.g. "50 states and DC". */
  coverage: string;
  showPopularLink: boolean;
}

export function HomeHero({ campgroundTotal, coverage, showPopularLink }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Camping across the United States</p>
        <h1 id="home-heading" className={styles.title}>
          Find your next campground on the map
        </h1>
        <p className={styles.lead}>
          {campgroundTotal > 0
            ? `Campwise maps ${formatInteger(campgroundTotal)} campgrounds in ${coverage}`
            : 'Campwise maps campgrounds across the United States'}{' '}
          — national and state parks, national forests, BLM land and private parks — with their sites, fees, amenities
          and contact details. Every listing comes from real open data, credited to its source.
        </p>
        <p className={styles.actions}>
          <a href="#states" className={styles.primary}>
            Browse by state
          </a>
          {showPopularLink && (
            <a href="#popular" className={styles.secondary}>
              Popular campgrounds
            </a>
          )}
        </p>
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
