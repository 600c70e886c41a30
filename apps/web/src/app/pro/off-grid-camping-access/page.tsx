import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@campwise/domain';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer } from '@/features/pro-pages/plan-offer';
import { loadOffGridFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import { formatInteger } from '@/lib/format';

export const metadata: Metadata = {
  title: 'Off-grid camping access',
  description: `Find off-grid campsites and know whether your phone works there: dispersed camping and cell coverage by carrier with ${PRODUCT_NAME} PRO.`,
  alternates: { canonical: '/pro/off-grid-camping-access' },
};

export default async function OffGridCampingPage() {
  const [plan, figures] = await Promise.all([loadProPlan(), loadOffGridFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  return (
    <>
      <ProHero
        eyebrow={`${PRODUCT_NAME} PRO`}
        title="Off-grid camping access"
        lead={`${formatInteger(figures.dispersed)} campgrounds with dispersed or backcountry sites, and the coverage maps to know whether you will have a signal there.`}
        actions={<ProCta className={styles.heroButton} />}
      />
      <div className="page">
        <section className={styles.section} aria-labelledby="offgrid-heading">
          <h2 id="offgrid-heading" className={styles.heading}>
            Go further, stay in touch
          </h2>
          <ul className={styles.grid}>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(figures.dispersed)}</span>
              <h3>Dispersed and backcountry camping</h3>
              <p>Campgrounds whose sources list dispersed or backcountry sites, away from hookups and crowds.</p>
            </li>
            <li className={styles.card}>
              <span className={styles.figure}>3</span>
              <h3>Carriers on the coverage map</h3>
              <p>AT&amp;T, T-Mobile and Verizon coverage as PRO layers: check a site before you lose the signal.</p>
            </li>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(figures.freeCampgrounds)}</span>
              <h3>Free campgrounds</h3>
              <p>The free-camping layer shows the campgrounds that cost nothing a night.</p>
            </li>
          </ul>
          <p className={styles.intro}>
            Campers also share field reports with measured connection speeds on campground pages, free for everyone: the
            best word on whether you can work from a site.
          </p>
        </section>
        <PlanSection plan={plan} offer={offer} freeCampgrounds={figures.freeCampgrounds} />
        <ProLinks current="/pro/off-grid-camping-access" />
      </div>
    </>
  );
}
