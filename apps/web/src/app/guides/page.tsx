import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { GuideCardList } from '@/features/guides/components/guide-card';
import { GuidesTrail } from '@/features/guides/components/guides-trail';
import { guideLibrary, guidesIn } from '@/features/guides/guide-library.server';
import { categoryPath, GUIDES_PATH } from '@/features/guides/guide-paths';
import { guidesTrail } from '@/features/guides/guide-trail';
import { serverConfig } from '@/lib/config.server';
import styles from '@/features/guides/components/guides.module.css';

export const metadata: Metadata = {
  title: 'Camping guides',
  description: `Practical camping guides from ${PRODUCT_NAME}: free camping and boondocking, RV hookups, cell signal, national forests and leave-no-trace, with real campgrounds from our data.`,
  alternates: { canonical: GUIDES_PATH },
};

export default function GuidesIndexPage() {
  const { categories } = guideLibrary();
  return (
    <div className="page">
      <GuidesTrail trail={guidesTrail()} siteUrl={serverConfig.publicWebUrl} />
      <header className={styles.header}>
        <h1 className={styles.title}>Camping guides</h1>
        <p className={styles.lede}>
          Straight answers for planning a night outside: where camping is free, how hookups work, how to read signal
          reports, and the rules on public land — each guide with real campgrounds from our data.
        </p>
      </header>
      {categories.map((category) => (
        <section key={category.slug} className={styles.section} aria-labelledby={`category-${category.slug}`}>
          <h2 id={`category-${category.slug}`} className={styles.sectionTitle}>
            <Link href={categoryPath(category.slug)}>{category.title}</Link>
          </h2>
          <p className={styles.cardText}>{category.description}</p>
          <GuideCardList guides={guidesIn(category.slug)} />
        </section>
      ))}
    </div>
  );
}
