import { formatLongDate } from '@/lib/calendar-dates';
import { PlainTextBody } from '@/components/ui/plain-text-body';
import { type FieldReport, signalCarrierLabel, signalText, sortedSignals } from '../field-report-schema';
import { DeleteFieldReportButton } from './delete-field-report-button';
import styles from './field-reports.module.css';

const NOTES = [
  { field: 'roadNotes', label: 'Road' },
  { field: 'accessNotes', label: 'Access' },
  { field: 'siteNotes', label: 'Sites' },
] as const;

/** One field report: when and by whom, the signal per carrier, and the notes as plain text. */
export function FieldReportCard({ report, headingLevel = 3 }: { report: FieldReport; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `field-report-${report.id}-title`;
  const signals = sortedSignals(report.signals);
  const notes = NOTES.flatMap(({ field, label }) => {
    const text = report[field];
    return text ? [{ field, label, text }] : [];
  });
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header>
        <Heading id={titleId} className={styles.title}>
          Field report: visited <time dateTime={report.visitedOn.slice(0, 10)}>{formatLongDate(report.visitedOn)}</time>
        </Heading>
        <p className={styles.meta}>
          <span className={styles.author}>{report.authorName}</span>
          <span>
            Posted <time dateTime={report.createdAt}>{formatLongDate(report.createdAt)}</time>
          </span>
        </p>
        {report.hidden && (
          <p className={styles.hiddenNote}>Hidden by a moderator: only you and admins can see this field report.</p>
        )}
      </header>
      {signals.length > 0 && (
        <dl className={styles.facts} aria-label="Cell signal">
          {signals.map((signal) => (
            <div key={signal.carrier}>
              <dt>{signalCarrierLabel(signal)}</dt>
              <dd>{signalText(signal)}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes.length > 0 && (
        <dl className={styles.facts} aria-label="Notes">
          {notes.map(({ field, label, text }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>
                <PlainTextBody text={text} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <DeleteFieldReportButton reportId={report.id} authorId={report.authorId} visitedOn={report.visitedOn} />
    </article>
  );
}

export function FieldReportList({ reports }: { reports: readonly FieldReport[] }) {
  return (
    <ul className={styles.list}>
      {reports.map((report) => (
        <li key={report.id}>
          <FieldReportCard report={report} />
        </li>
      ))}
    </ul>
  );
}
