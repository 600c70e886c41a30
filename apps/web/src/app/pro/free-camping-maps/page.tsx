import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer } from '@/features/pro-pages/plan-offer';
import { loadProFigures, loadProPlan, loadPublicLandFigures } from '@/features/pro-pages/pro-data.server';
import { formatInteger } from '@/lib/format';

export const metadata: Metadata = {
  title: 'Free camping maps',
  description: `Free campgrounds, national forests and national parks as map layers with ${PRODUCT_NAME} PRO: see where you can camp for free.`,
  alternates: { canonical: '/pro/free-camping-maps' },
};

export default async function FreeCampingMapsPage() {
  const [plan, figures, lands] = await Promise.all([loadProPlan(), loadProFigures(), loadPublicLandFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  return (
    <>
      <ProHero
        eyebrow={`${PRODUCT_NAME} PRO`}
        title="Free camping maps"
        lead={`${formatInteger(figures.freeCampgrounds)} free campgrounds, ${formatInteger(lands.nationalForests)} national forests and ${formatInteger(lands.nationalParks)} National Park Service units, as layers on the campground map.`}
        actions={<ProCta className={styles.heroButton} label="Get the free camping maps" />}
      />
      <div className="page">
        <section className={styles.section} aria-labelledby="layers-heading">
          <h2 id="layers-heading" className={styles.heading}>
            The layers
          </h2>
          <p className={styles.intro}>
            Turn them on on the <Link href="/search">search map</Link>. Each comes from public data and is drawn over
            the {formatInteger(figures.campgrounds)} campgrounds we map.
          </p>
          <ul className={styles.grid}>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(figures.freeCampgrounds)}</span>
              <h3>Free campgrounds</h3>
              <p>Campgrounds a source lists as free to stay at. Ones whose fee we do not know are left out.</p>
            </li>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(lands.nationalForests)}</span>
              <h3>National forests</h3>
              <p>
                Ranger-district boundaries from the US Forest Service. National forests often allow dispersed camping
                away from developed sites; check the forest&apos;s rules before you go.
              </p>
            </li>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(lands.nationalParks)}</span>
              <h3>National Park Service units</h3>
              <p>Parks, monuments, recreation areas and more, so you know when a campground is inside one.</p>
            </li>
          </ul>
          <p className={styles.intro}>
            Bureau of Land Management land is not on the map yet: no open BLM land file is loaded. We will add the layer
            when one is.
          </p>
        </section>
        <PlanSection plan={plan} offer={offer} freeCampgrounds={figures.freeCampgrounds} />
        <ProLinks current="/pro/free-camping-maps" />
      </div>
    </>
  );
}
