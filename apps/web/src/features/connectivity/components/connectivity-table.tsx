import { CARRIER_IDS, CARRIERS } from '@campwise/domain';
import { formatCount } from '@/lib/format';
import { carrierLabel, type CarrierConnectivity } from '../connectivity-schema';
import { speedSummary } from '@/lib/speed-format';
import { ConnectionDetails } from './connection-details';
import styles from './connectivity.module.css';

/** Every carrier, in order; a carrier the API left out has no reports: Unknown. */
function allCarriers(rows: readonly CarrierConnectivity[]): CarrierConnectivity[] {
  return CARRIER_IDS.map(
    (carrier) =>
      rows.find((row) => row.carrier === carrier) ?? {
        id: carrier,
        carrier,
        carrierLabel: CARRIERS[carrier],
        rating: 'Unknown',
        reportCount: 0,
        medianDownloadMbps: null,
        medianUploadMbps: null,
        updatedAt: null,
      },
  );
}

/** Cell coverage per carrier from campers' field reports, with the 'Connection Details' info button. */
export function ConnectivityTable({ rows }: { rows: readonly CarrierConnectivity[] | null }) {
  return (
    <section aria-labelledby="connectivity-heading" className={styles.section}>
      <div className={styles.heading}>
        <h2 id="connectivity-heading">Cell connectivity</h2>
        <ConnectionDetails />
      </div>
      {rows === null ? (
        <p className={styles.muted}>Connectivity could not be loaded just now. Please try again later.</p>
      ) : (
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
            {allCarriers(rows).map((row) => (
              <tr key={row.carrier}>
                <th scope="row">{carrierLabel(row)}</th>
                <td>
                  <span className={styles.rating} data-rating={row.rating}>
                    {row.rating}
                  </span>
                  {row.reportCount > 0 && (
                    <span className={styles.reports}>{formatCount(row.reportCount, 'report')}</span>
                  )}
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
      )}
    </section>
  );
}
