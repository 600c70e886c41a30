import { AUTH_TEXT } from '@campwise/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

const LINKS: Readonly<Record<string, string>> = {
  'Terms of Use': '/about/tacos',
  'Privacy Policy': '/about/privacy',
};

/** The spec's sentence word for word, with its two documents linked. */
export function TermsNotice() {
  const parts: ReactNode[] = AUTH_TEXT.termsNotice.split(/(Terms of Use|Privacy Policy)/).map((part) => {
    const href = LINKS[part];
    return href ? (
      <Link key={part} href={href}>
        {part}
      </Link>
    ) : (
      part
    );
  });
  return <p className={styles.terms}>{parts}</p>;
}
