import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { GuideCard, GuideCardList } from '@/features/guides/components/guide-card';
import { guideLibrary } from '@/features/guides/guide-library.server';
import { categoryPath, GUIDES_PATH, MAGAZINE_PATH } from '@/features/guides/guide-paths';
import styles from '@/features/guides/components/guides.module.css';

export const metadata: Metadata = {
  title: `The ${PRODUCT_NAME} Magazine`,
  description: `The ${PRODUCT_NAME} magazine: the newest camping guides and stories — free camping by state, RV hookups, cell signal at camp and national forest rules.`,
  alternates: { canonical: MAGAZINE_PATH },
};

const LATEST_COUNT = 9;

export default function MagazinePage() {
  const { categories, guides } = guideLibrary();
  const titles = new Map(categories.map((category) => [category.slug, category.title]));
  const featured = guides.filter((guide) => guide.featured).slice(0, 3);
  const latest = guides.filter((guide) => !featured.includes(guide)).slice(0, LATEST_COUNT);
  return (
    <div className="page">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Magazine</p>
        <h1 className={styles.title}>The {PRODUCT_NAME} Magazine</h1>
        <p className={styles.lede}>
          Field-tested advice for finding a good site and leaving it better than you found it, written by campers and
          filled with real campgrounds from our data.
        </p>
      </header>
      {featured.length > 0 && (
        <section className={styles.section} aria-labelledby="magazine-featured">
          <h2 id="magazine-featured" className={styles.sectionTitle}>
            Featured
          </h2>
          <ul className={styles.cards}>
            {featured.map((guide) => (
              <li key={`${guide.category}/${guide.slug}`}>
                <GuideCard guide={guide} categoryTitle={titles.get(guide.category)} featured />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="magazine-latest">
        <h2 id="magazine-latest" className={styles.sectionTitle}>
          Latest
        </h2>
        <GuideCardList guides={latest} categoryTitles={titles} />
      </section>
      <section className={styles.section} aria-labelledby="magazine-topics">
        <h2 id="magazine-topics" className={styles.sectionTitle}>
          Topics
        </h2>
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link href={categoryPath(category.slug)}>{category.title}</Link>
            </li>
          ))}
          <li>
            <Link href={GUIDES_PATH}>All guides</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
