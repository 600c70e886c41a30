// What error reporting leaves out (spec section 8): API errors that are a 404 (a missing record
// is an answer, not a fault), aborted requests (the visitor navigated away), and messages of the
// payment script (Stripe.js) anywhere but the alerts and checkout pages, where payments happen
// and its problems are ours. Pure: the Sentry adapter hands it each event before sending.

interface ReportedException {
  type?: string;
  value?: string;
  stacktrace?: { frames?: readonly { filename?: string; abs_path?: string }[] };
}

/** The parts of a Sentry event (and its hint's original exception) the rules look at. */
export interface ReportCandidate {
  /** What was thrown (Sentry's hint.originalException), when known. */
  error?: unknown;
  exception?: { values?: readonly ReportedException[] };
  message?: string;
}

const PAYMENT_SCRIPT_HOSTS = /(^|\/\/)(js\.stripe\.com|m\.stripe\.network|[a-z0-9-]+\.stripe\.com)\//i;
const PAYMENT_SCRIPT_TEXT = /stripe/i;
const ABORT_TEXT =
  /\bAbortError\b|\bThe (user|operation) aborted\b|\bsignal is aborted\b|\bThe operation was aborted\b/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Where a payment may be made: the alerts pages (booking an opening) and every checkout. */
export function isPaymentPage(pathname: string): boolean {
  return pathname
    .split('/')
    .filter(Boolean)
    .some((segment) => segment === 'alerts' || segment === 'checkout');
}

function isNotFoundApiError(event: ReportCandidate): boolean {
  const error = event.error;
  if (isRecord(error) && error.name === 'ApiError' && error.status === 404) return true;
  return (event.exception?.values ?? []).some(
    (exception) => exception.type === 'ApiError' && /\b404\b/.test(exception.value ?? ''),
  );
}

function isAbort(event: ReportCandidate): boolean {
  if (isRecord(event.error) && event.error.name === 'AbortError') return true;
  if ((event.exception?.values ?? []).some((exception) => exception.type === 'AbortError')) return true;
  return texts(event).some((text) => ABORT_TEXT.test(text));
}

function texts(event: ReportCandidate): string[] {
  const found = [event.message ?? ''];
  for (const exception of event.exception?.values ?? []) found.push(exception.value ?? '', exception.type ?? '');
  if (isRecord(event.error) && typeof event.error.message === 'string') found.push(event.error.message);
  return found.filter(Boolean);
}

function fromPaymentScript(event: ReportCandidate): boolean {
  const frames = (event.exception?.values ?? []).flatMap((exception) => exception.stacktrace?.frames ?? []);
  if (frames.some((frame) => PAYMENT_SCRIPT_HOSTS.test(frame.filename ?? frame.abs_path ?? ''))) return true;
  return texts(event).some((text) => PAYMENT_SCRIPT_TEXT.test(text));
}

export function shouldReport(event: ReportCandidate, pathname: string): boolean {
  if (isNotFoundApiError(event)) return false;
  if (isAbort(event)) return false;
  if (fromPaymentScript(event) && !isPaymentPage(pathname)) return false;
  return true;
}
