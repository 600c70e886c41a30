import type { ReactNode } from 'react';
import { RatingDisplay } from './rating-display';
import styles from './pro-page.module.css';

interface ProHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The way into checkout, and any other link. */
  actions: ReactNode;
  note?: ReactNode;
  showRating?: boolean;
}

/** The top of every PRO page: what it is about in one glance, and the way to buy. */
export function ProHero({ eyebrow, title, lead, actions, note, showRating = false }: ProHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="pro-heading">
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="pro-heading" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {showRating && <RatingDisplay />}
        <div className={styles.heroActions}>{actions}</div>
        {note && <p className={styles.heroNote}>{note}</p>}
      </div>
    </section>
  );
}
