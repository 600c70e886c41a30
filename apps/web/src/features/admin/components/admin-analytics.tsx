// /admin/analytics: the first-party analytics at a glance: a range of days, events per day as
// bars (with each day's events by name), the sign-up to PRO funnel, and each experiment's
// variants with their visitors, PRO purchases and conversion rate from browser events, beside the
// purchases the server recorded per variant. A server component: no script, the numbers as the
// API counted them.
import { EXPERIMENTS } from '@/features/experiments/experiment-registry';
import { formatInteger } from '@/lib/format';
import type { AnalyticsSummary } from '../admin-analytics-api.server';
import { dayRows, experimentTables, funnelRows } from '../analytics-dashboard';
import styles from './admin-analytics.module.css';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  timeZone: 'UTC',
});

function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function AdminAnalytics({ summary }: { summary: AnalyticsSummary }) {
  const days = dayRows(summary);
  const funnel = funnelRows(summary.funnel);
  const experiments = experimentTables(summary.experiments, EXPERIMENTS, summary.recordedPurchases);
  const total = days.reduce((sum, day) => sum + day.total, 0);

  return (
    <div className={styles.dashboard}>
      <form className={styles.range} method="get" action="/admin/analytics">
        <label>
          From
          <input type="date" name="from" defaultValue={summary.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={summary.to} required />
        </label>
        <button type="submit" className={styles.apply}>
          Show
        </button>
        <p className={styles.muted}>UTC days, both included.</p>
      </form>

      <section className={styles.section} aria-labelledby="funnel-heading">
        <h2 id="funnel-heading">Sign-up to PRO</h2>
        <ol className={styles.funnel} data-testid="analytics-funnel">
          {funnel.map((step) => (
            <li key={step.step}>
              <span className={styles.funnelLabel}>{step.label}</span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.bar}
                  style={{ width: `${Math.max(step.ofAll * 100, step.visitors ? 1 : 0)}%` }}
                />
              </span>
              <strong className={styles.number}>{formatInteger(step.visitors)}</strong>
              <span className={styles.muted}>
                {step.ofPrevious === null
                  ? 'distinct visitors'
                  : `${percent.format(step.ofPrevious)} of the step before`}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="experiments-heading">
        <h2 id="experiments-heading">Experiments</h2>
        <p className={styles.muted}>
          From browser events: visitors who were shown a variant, and how many of them then reported buying PRO while in
          it. Browsers can be blocked or forged, so beside them is the server&apos;s own count: PRO purchases recorded
          in the range with that variant attached (trials and paid, failed payments left out).
        </p>
        {experiments.map((table) => (
          <div key={table.experiment} className={styles.tableWrap}>
            <table className={styles.table} data-testid={`experiment-${table.experiment}`}>
              <caption>{table.experiment}</caption>
              <thead>
                <tr>
                  <th scope="col" rowSpan={2}>
                    Variant
                  </th>
                  <th scope="colgroup" colSpan={3}>
                    Browser events
                  </th>
                  <th scope="col" rowSpan={2} className={styles.recorded}>
                    Purchases recorded by the server
                  </th>
                </tr>
                <tr>
                  <th scope="col">Visitors shown</th>
                  <th scope="col">PRO purchases reported</th>
                  <th scope="col">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {table.variants.map((variant) => (
                  <tr key={variant.variant}>
                    <th scope="row">
                      <strong>{variant.variant}</strong> <span className={styles.muted}>{variant.header}</span>
                    </th>
                    <td>{formatInteger(variant.visitors)}</td>
                    <td>{formatInteger(variant.proPurchases)}</td>
                    <td>{variant.visitors ? percent.format(variant.conversionRate) : '—'}</td>
                    <td className={styles.recorded}>{formatInteger(variant.recordedPurchases)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="days-heading">
        <h2 id="days-heading">Events per day</h2>
        <p className={styles.muted}>{formatInteger(total)} events in the range.</p>
        <ol className={styles.days} data-testid="analytics-days">
          {days.map((day) => (
            <li key={day.day} className={styles.day}>
              <span className={styles.dayLabel}>{dayLabel(day.day)}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${day.share * 100}%` }} />
              </span>
              <strong className={styles.number}>{formatInteger(day.total)}</strong>
              {day.byName.length ? (
                <span className={styles.names}>
                  {day.byName.map((item) => `${item.name} ${formatInteger(item.count)}`).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
