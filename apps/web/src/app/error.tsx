'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import styles from '@/features/errors/error-page.module.css';

// Error boundaries must be client components. The message of a server error is hidden by Next
// in production, so the page speaks in general terms and offers a retry.
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="page">
      <div className={styles.wrap}>
        <p className={styles.code}>Something went wrong</p>
        <h1 className={styles.title}>This page could not be loaded</h1>
        <p className={styles.text}>
          We had trouble getting campground information just now. This is usually brief — please try again in a moment.
        </p>
        <ul className={styles.actions}>
          <li>
            <button type="button" className={styles.primary} onClick={() => retry()}>
              Try again
            </button>
          </li>
          <li>
            <Link href="/" className={styles.secondary}>
              Go to the home page
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
