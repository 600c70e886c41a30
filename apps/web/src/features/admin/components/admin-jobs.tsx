'use client';

import { useCallback, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { signedInApiClient } from '@/lib/session-api-client';
import {
  ADMIN_JOB_FILTERS,
  type AdminJob,
  type AdminJobFilter,
  type JobCounts,
  loadJobs,
  retryJob,
} from '../admin-jobs-api';
import { statusTabs } from '@/lib/status-tabs';
import styles from './admin.module.css';
import { StatusFilterNav } from '@/components/ui/status-filter-nav';
import { useReviewQueue } from './use-review-queue';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const FILTER_LABELS: Record<AdminJobFilter, string> = {
  all: 'All',
  dead: 'Dead',
  retrying: 'Retrying',
  stuck: 'Stuck',
};

const TABS = statusTabs('/admin/jobs', ADMIN_JOB_FILTERS, FILTER_LABELS);

const STATUS_LABELS: Record<AdminJob['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  retrying: 'Retrying',
  dead: 'Dead',
  stuck: 'Stuck',
};

function when(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : '—';
}

function countOf(counts: JobCounts | null, filter: AdminJobFilter): number | null {
  if (!counts) return null;
  return filter === 'all' ? counts.dead + counts.retrying + counts.stuck : counts[filter];
}

/**
 * /admin/jobs: background jobs that failed for good (dead), failed and wait for their next try
 * (retrying), or whose runner stopped mid-run (stuck), with the counts of each; dead and retrying
 * ones can be run again now.
 */
export function AdminJobs({ filter }: { filter: AdminJobFilter }) {
  const [counts, setCounts] = useState<JobCounts | null>(null);
  const [total, setTotal] = useState(0);
  const load = useCallback(async () => {
    const page = await loadJobs(await signedInApiClient(), filter);
    setCounts(page.counts);
    setTotal(page.total);
    return page.jobs;
  }, [filter]);
  const { items: jobs, errors, notice, busyId, act } = useReviewQueue(load);

  return (
    <>
      <StatusFilterNav
        label="Job status"
        tabs={TABS}
        current={filter}
        count={(status) => countOf(counts, status)}
        testIdPrefix="job-filter"
      />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {jobs === null && errors.length === 0 && <p role="status">Loading jobs…</p>}
      {jobs?.length === 0 && <p className={styles.muted}>No jobs here: everything ran.</p>}
      {jobs && jobs.length > 0 && (
        <>
          {total > jobs.length && (
            <p className={styles.muted}>
              The {jobs.length} most recently changed of {total}.
            </p>
          )}
          <ul className={styles.list} aria-label="Jobs">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobItem
                  job={job}
                  busy={busyId === job.id}
                  onRetry={() =>
                    void act(
                      job.id,
                      async () => retryJob(await signedInApiClient(), job.id),
                      `Job ${job.id} (${job.kind}) is queued and runs again now.`,
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function JobItem({ job, busy, onRetry }: { job: AdminJob; busy: boolean; onRetry: () => void }) {
  const retryable = job.status === 'dead' || job.status === 'retrying';
  return (
    <article className={styles.item} aria-labelledby={`job-${job.id}`} data-testid="admin-job">
      <h2 id={`job-${job.id}`}>
        {job.kind}
        <span className={styles.badges}>
          <span className={styles.badge}>{STATUS_LABELS[job.status]}</span>
        </span>
      </h2>
      <dl className={styles.facts}>
        <dt>Job</dt>
        <dd>#{job.id}</dd>
        <dt>Attempts</dt>
        <dd>
          {job.attempts} of {job.maxAttempts}
        </dd>
        <dt>Last error</dt>
        <dd className={styles.error}>{job.lastError ?? '—'}</dd>
        {job.status === 'retrying' && (
          <>
            <dt>Next try</dt>
            <dd>{when(job.runAt)}</dd>
          </>
        )}
        {job.status === 'stuck' && (
          <>
            <dt>Held by</dt>
            <dd>
              {job.lockedBy ?? 'a runner'}, lease ended {when(job.lockedUntil)}; it runs again when a job runner next
              polls.
            </dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{when(job.createdAt)}</dd>
        <dt>Last change</dt>
        <dd>{when(job.updatedAt)}</dd>
        {job.finishedAt && (
          <>
            <dt>Gave up</dt>
            <dd>{when(job.finishedAt)}</dd>
          </>
        )}
      </dl>
      {retryable && (
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} disabled={busy} onClick={onRetry}>
            {busy ? 'Retrying…' : 'Retry now'}
          </button>
        </div>
      )}
    </article>
  );
}
