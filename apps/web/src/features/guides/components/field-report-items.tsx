import Link from 'next/link';
import { campgroundPath } from '@/lib/camping-paths';
import { formatGuideDate } from '../guide-dates';
import { type RecentFieldReport, signalSummary, type WithCampground } from '../recent-activity';
import styles from './guides.module.css';

/** Field reports with their campground, visit date, signal per carrier and first note. */
export function FieldReportItems({ reports }: { reports: readonly WithCampground<RecentFieldReport>[] }) {
  return (
    <ul className={styles.reports}>
      {reports.map(({ item, campground }) => {
        const note = item.roadNotes ?? item.accessNotes ?? item.siteNotes;
        return (
          <li key={item.id} className={styles.report}>
            <Link href={campgroundPath(campground)}>{campground.name}</Link>, {campground.regionName}
            <p className={styles.reportMeta}>
              {item.authorName} visited <time dateTime={item.visitedOn}>{formatGuideDate(item.visitedOn)}</time>
            </p>
            {item.signals.length > 0 && <p>{item.signals.map(signalSummary).join(' · ')}</p>}
            {note && <p>“{note}”</p>}
          </li>
        );
      })}
    </ul>
  );
}
