'use client';

import { REPORT_TARGET_LABELS, type ReportStatus } from '@campwise/domain';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Pagination } from '@/components/ui/pagination';
import { errorMessages } from '@/lib/api-client';
import { StatusFilterNav } from '@/components/ui/status-filter-nav';
import type { StatusTab } from '@/lib/status-tabs';
import { ADMIN_REPORT_FILTERS, adminReportsPath, targetPath } from '../admin-report-paths';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  dismissReport,
  hideReportedContent,
  isHideable,
  loadReports,
  type ModeratedReport,
  restoreContent,
} from '../admin-reports-api';
import { signedInApiClient } from '@/lib/session-api-client';
import styles from './admin-reports.module.css';

export interface AdminReportsProps {
  status: ReportStatus;
  page: number;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

// The queue's own paths (adminReportsPath), in the tabs every admin queue shares.
const REPORT_TABS: readonly StatusTab<ReportStatus>[] = ADMIN_REPORT_FILTERS.map((filter) => ({
  value: filter.status,
  label: filter.label,
  href: adminReportsPath(filter.status),
}));

type Loaded = { reports: ModeratedReport[]; total: number };

/** The moderation queue: reports of one status, newest first, with what an admin can do. */
export function AdminReports({ status, page }: AdminReportsProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setLoaded(await loadReports(await signedInApiClient(), status, page));
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }, [status, page]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (report: ModeratedReport, action: 'dismiss' | 'hide' | 'restore') => {
    setBusyId(report.id);
    setErrors([]);
    setNotice('');
    try {
      const client = await signedInApiClient();
      if (action === 'dismiss') await dismissReport(client, report.id);
      if (action === 'hide') await hideReportedContent(client, report.id);
      if (action === 'restore' && report.target) await restoreContent(client, report.target);
      const label = REPORT_TARGET_LABELS[report.targetType];
      setNotice(
        action === 'dismiss'
          ? 'Report dismissed.'
          : action === 'hide'
            ? `The ${label} is hidden.`
            : `The ${label} is visible again.`,
      );
      await reload();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusyId(null);
    }
  };

  const pageCount = loaded ? Math.max(1, Math.ceil(loaded.total / ADMIN_REPORTS_PAGE_SIZE)) : 1;
  return (
    <>
      <StatusFilterNav label="Report status" tabs={REPORT_TABS} current={status} />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {loaded === null && errors.length === 0 && <p role="status">Loading reports…</p>}
      {loaded?.reports.length === 0 && <p className={styles.empty}>No reports here.</p>}
      {loaded && loaded.reports.length > 0 && (
        <ul className={styles.list} aria-label="Reports">
          {loaded.reports.map((report) => (
            <li key={report.id}>
              <ReportItem report={report} busy={busyId === report.id} onAction={(action) => act(report, action)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={page} pageCount={pageCount} hrefForPage={(number) => adminReportsPath(status, number)} />
    </>
  );
}

interface ReportItemProps {
  report: ModeratedReport;
  busy: boolean;
  onAction: (action: 'dismiss' | 'hide' | 'restore') => void;
}

function ReportItem({ report, busy, onAction }: ReportItemProps) {
  const { target } = report;
  const label = REPORT_TARGET_LABELS[report.targetType];
  const canHide = report.status !== 'actioned' && target !== null && !target.hidden && isHideable(report.targetType);
  return (
    <article className={styles.report} aria-labelledby={`report-${report.id}`} data-testid="admin-report">
      <h2 id={`report-${report.id}`} className={styles.heading}>
        {report.reasonLabel}: {label}
        {target?.hidden && <span className={styles.badge}>Hidden</span>}
      </h2>
      <p className={styles.meta}>
        Reported by {report.reporterName} on {dateFormat.format(new Date(report.createdAt))}
      </p>
      {report.details && <p className={styles.details}>“{report.details}”</p>}
      {target ? (
        <>
          <blockquote className={styles.excerpt}>{target.excerpt}</blockquote>
          <p className={styles.meta}>
            {target.authorName ? `By ${target.authorName} · ` : ''}
            <Link href={targetPath(target)}>
              {target.type === 'campground' ? target.campground.name : `View on ${target.campground.name}`}
            </Link>
          </p>
        </>
      ) : (
        <p className={styles.meta}>The {label} has been deleted.</p>
      )}
      <div className={styles.actions}>
        {canHide && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.danger}`}
            disabled={busy}
            onClick={() => onAction('hide')}
          >
            Hide {label}
          </button>
        )}
        {report.status === 'open' && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={busy}
            onClick={() => onAction('dismiss')}
          >
            Dismiss
          </button>
        )}
        {target?.hidden && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={busy}
            onClick={() => onAction('restore')}
          >
            Restore {label}
          </button>
        )}
      </div>
    </article>
  );
}
