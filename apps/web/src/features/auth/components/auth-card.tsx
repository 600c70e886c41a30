import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

export interface AuthCardProps {
  heading: string;
  subtitle?: string | null;
  children: ReactNode;
}

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({ heading, subtitle, children }: AuthCardProps) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <h1 id="auth-heading" className={`${styles.heading} ${subtitle ? '' : styles.headingOnly}`}>
          {heading}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
