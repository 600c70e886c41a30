import { formatCount } from '@/lib/format';
import { carrierLabel, type CarrierConnectivity } from '../connectivity-schema';
import { reportedConnectivity } from '../reported-connectivity';
import { speedSummary } from '@/lib/speed-format';
import { ConnectionDetails } from './connection-details';
import styles from './connectivity.module.css';

export interface ConnectivityTableProps {
  rows: readonly CarrierConnectivity[] | null;
  /** Where the invitation to report sends a camper (the page's "Add a field report"); none = text only. */
  addReportHref?: string;
}

/**
 * Cell coverage per carrier from campers' field reports, with the 'Connection Details' info button.
 * Only carriers someone reported are rated (ADR 0031): without any report the section invites the
 * first one instead of a table of Unknowns.
 */
export function ConnectivityTable({ rows, addReportHref }: ConnectivityTableProps) {
  const reported = rows && reportedConnectivity(rows);
  return (
    <section aria-labelledby="connectivity-heading" className={styles.section}>
      <div className={styles.heading}>
        <h2 id="connectivity-heading">Cell connectivity</h2>
        <ConnectionDetails />
      </div>
      {reported === null ? (
        <p className={styles.muted}>Connectivity could not be loaded just now. Please try again later.</p>
      ) : reported.rated.length === 0 ? (
        <p className={styles.invite}>
          No one has reported cell signal here yet.
          {addReportHref && (
            <>
              {' '}
              <a href={addReportHref}>Be the first: add a field report</a>
            </>
          )}
        </p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">Cell signal by carrier, from field reports</caption>
            <thead>
              <tr>
                <th scope="col">Carrier</th>
                <th scope="col">Rating</th>
                <th scope="col">Median speed</th>
              </tr>
            </thead>
            <tbody>
              {reported.rated.map((row) => (
                <tr key={row.carrier}>
                  <th scope="row">{carrierLabel(row)}</th>
                  <td>
                    <span className={styles.rating} data-rating={row.rating}>
                      {row.rating}
                    </span>
                    <span className={styles.reports}>{formatCount(row.reportCount, 'report')}</span>
                  </td>
                  <td>
                    {speedSummary(row.medianDownloadMbps, row.medianUploadMbps) ?? (
                      <span aria-label="No speed tests">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {reported.unreported.length > 0 && (
            <p className={styles.unreported}>No reports yet for {reported.unreported.join(', ')}.</p>
          )}
        </>
      )}
    </section>
  );
}
