import Link from 'next/link';
import type { ProBenefit } from '../pro-includes';
import styles from './pro-page.module.css';

/** A grid of benefits; those not launched yet carry a 'Coming soon' mark. */
export function BenefitGrid({ benefits }: { benefits: readonly ProBenefit[] }) {
  return (
    <ul className={styles.grid}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.card}>
          <h3>
            {benefit.href ? <Link href={benefit.href}>{benefit.title}</Link> : benefit.title}
            {benefit.coming && <span className={styles.soon}>Coming soon</span>}
          </h3>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
