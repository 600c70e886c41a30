import Link from 'next/link';
import type { Guide } from '../guide-document';
import { formatGuideDate } from '../guide-dates';
import { readingMinutes } from '../guide-markdown';
import { guidePath } from '../guide-paths';
import styles from './guides.module.css';

interface GuideCardProps {
  guide: Guide;
  /** The category's title, shown above the headline where guides of several categories mix. */
  categoryTitle?: string;
  featured?: boolean;
}

export function GuideCard({ guide, categoryTitle, featured = false }: GuideCardProps) {
  return (
    <article className={featured ? styles.featuredCard : styles.card}>
      {categoryTitle && <p className={styles.cardCategory}>{categoryTitle}</p>}
      <h3 className={styles.cardTitle}>
        <Link href={guidePath(guide)}>{guide.title}</Link>
      </h3>
      <p className={styles.cardText}>{guide.description}</p>
      <p className={styles.cardMeta}>
        <time dateTime={guide.updated}>{formatGuideDate(guide.updated)}</time> · {readingMinutes(guide.body)} min read
      </p>
    </article>
  );
}

interface GuideCardListProps {
  guides: readonly Guide[];
  categoryTitles?: ReadonlyMap<string, string>;
}

export function GuideCardList({ guides, categoryTitles }: GuideCardListProps) {
  return (
    <ul className={styles.cards}>
      {guides.map((guide) => (
        <li key={`${guide.category}/${guide.slug}`}>
          <GuideCard guide={guide} categoryTitle={categoryTitles?.get(guide.category)} />
        </li>
      ))}
    </ul>
  );
}
