import Link from 'next/link';
import type { FieldReportBlock } from '../data-blocks';
import { fetchFieldReportBlock } from '../guide-data-api.server';
import { FieldReportItems } from './field-report-items';
import styles from './guides.module.css';

/** A `field-reports` data block: the newest field reports anywhere, with their signal lines. */
export async function FieldReportBlockView({ block }: { block: FieldReportBlock }) {
  const reports = await fetchFieldReportBlock(block);
  return (
    <section className={styles.dataBlock} aria-label="Latest field reports">
      {reports.length === 0 ? (
        <p className={styles.dataSummary}>
          No field reports yet. Camped somewhere lately? <Link href="/search">Find it on the map</Link> and add a field
          report from its page.
        </p>
      ) : (
        <>
          <p className={styles.dataSummary}>The newest field reports from campers, across the US.</p>
          <FieldReportItems reports={reports} />
        </>
      )}
    </section>
  );
}
