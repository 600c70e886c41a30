import Link from 'next/link';
import type { ProBenefit } from '../pro-includes';
import styles from './pro-page.module.css';

/** A grid of benefits, each linked to the page that shows it at work when there is one. */
export function BenefitGrid({ benefits }: { benefits: readonly ProBenefit[] }) {
  return (
    <ul className={styles.grid}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.card}>
          <h3>{benefit.href ? <Link href={benefit.href}>{benefit.title}</Link> : benefit.title}</h3>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
