import Link from 'next/link';
import styles from './pagination.module.css';
import { visiblePages } from './visible-pages';

interface PaginationProps {
  currentPage: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
}

/** Plain links, so paging works without JavaScript and every page has its own URL. */
export function Pagination({ currentPage, pageCount, hrefForPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {currentPage > 1 ? (
        <Link href={hrefForPage(currentPage - 1)} rel="prev" className={styles.step}>
          ← Previous
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled="">
          ← Previous
        </span>
      )}
      <ol className={styles.pages}>
        {visiblePages(currentPage, pageCount).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefForPage(page)}
                className={styles.page}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {currentPage < pageCount ? (
        <Link href={hrefForPage(currentPage + 1)} rel="next" className={styles.step}>
          Next →
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled="">
          Next →
        </span>
      )}
    </nav>
  );
}
