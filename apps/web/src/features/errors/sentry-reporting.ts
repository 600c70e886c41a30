// The Sentry SDK, loaded only when a DSN is configured (error-reporting.tsx imports this module
// on demand), with the spec's ignore rules applied to every event before it leaves the page.
import * as Sentry from '@sentry/browser';
import { shouldReport } from './report-filter';

export function startSentry(dsn: string): void {
  if (Sentry.getClient()) return;
  Sentry.init({
    dsn,
    // Errors only: no performance tracing or session replay is configured.
    beforeSend(event, hint) {
      return shouldReport({ ...event, error: hint.originalException }, window.location.pathname) ? event : null;
    },
  });
}
