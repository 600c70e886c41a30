import Link from 'next/link';
import { orNull } from '@/features/community/community-api.server';
import type { CommunityCampground } from '@/features/community/community-campground';
import { formatCount } from '@/lib/format';
import { fieldReportsPath, RECENT_FIELD_REPORT_COUNT } from '../field-report-paths';
import { listCampgroundFieldReports } from '../field-reports-api.server';
import { AddFieldReportButton } from './add-field-report-button';
import { FieldReportList } from './field-report-card';
import styles from './field-reports.module.css';

/** The campground page's field reports: the most recent few, the way to all of them, and "Add". */
export async function CampgroundFieldReports({ campground }: { campground: CommunityCampground }) {
  const page = await orNull(
    () => listCampgroundFieldReports(campground.id, 1, RECENT_FIELD_REPORT_COUNT),
    'field reports',
  );
  return (
    <section aria-labelledby="field-reports-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="field-reports-heading">Field reports</h2>
        {page && page.total > 0 && (
          <ul className={styles.links}>
            <li>
              <Link href={fieldReportsPath(campground)}>All field reports</Link>
            </li>
          </ul>
        )}
      </div>
      {page === null ? (
        <p className={styles.muted}>Field reports could not be loaded just now. Please try again later.</p>
      ) : page.reports.length > 0 ? (
        <FieldReportList reports={page.reports} />
      ) : (
        <p className={styles.muted}>
          No field reports yet. Been here? Share the road, access, sites and the cell signal you had.
        </p>
      )}
      {page && page.total > page.reports.length && (
        <p className={styles.muted}>Showing the {formatCount(page.reports.length, 'most recent report')}.</p>
      )}
      <AddFieldReportButton campgroundId={campground.id} campgroundName={campground.name} />
    </section>
  );
}
