// How a carrier's connectivity at a campground is rated from campers' field reports: the rule
// of docs/decisions/0008-connectivity-ratings.md, as pure arithmetic so each case is tested
// without a database.
import { CONNECTIVITY_THRESHOLDS, type ConnectivityRating, type SignalLevel } from '@campwise/domain';

export interface CarrierObservation {
  /** YYYY-MM-DD */
  visitedOn: string;
  signal: SignalLevel;
  downloadMbps: number | null;
  uploadMbps: number | null;
}

export interface CarrierConnectivity {
  rating: ConnectivityRating;
  /** How many reports the rating is made of (recent ones, at most maxReports). */
  reportCount: number;
  medianDownloadMbps: number | null;
  medianUploadMbps: number | null;
}

const DAY_MS = 86_400_000;

/** The earliest visit date that still counts on `today` (both YYYY-MM-DD). */
export function oldestCountingVisit(today: string): string {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - CONNECTIVITY_THRESHOLDS.maxAgeDays * DAY_MS);
  return start.toISOString().slice(0, 10);
}

/** Median, rounded to one decimal (speed tests are not more precise than that); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** Recent enough reports, newest visits first, at most maxReports; `observations` newest first. */
export function countingObservations(observations: readonly CarrierObservation[], today: string): CarrierObservation[] {
  const oldest = oldestCountingVisit(today);
  return observations
    .filter((observation) => observation.visitedOn >= oldest && observation.visitedOn <= today)
    .slice(0, CONNECTIVITY_THRESHOLDS.maxReports);
}

function ratingFromSpeed(medianDownload: number): ConnectivityRating {
  if (medianDownload >= CONNECTIVITY_THRESHOLDS.goodDownloadMbps) return 'Good';
  if (medianDownload >= CONNECTIVITY_THRESHOLDS.fairDownloadMbps) return 'Fair';
  return 'Poor';
}

/** What one camper's bars say on their own: the rating a single report gives (ADR 0031). */
export function signalRating(signal: SignalLevel): ConnectivityRating {
  if (signal === 'strong') return 'Good';
  if (signal === 'fair') return 'Fair';
  return 'Poor';
}

function ratingFromSignals(signals: readonly SignalLevel[]): ConnectivityRating {
  const ratings = signals.map(signalRating);
  const share = (...wanted: ConnectivityRating[]) =>
    ratings.filter((rating) => wanted.includes(rating)).length / ratings.length;
  if (share('Good') > 0.5) return 'Good';
  if (share('Good', 'Fair') > 0.5) return 'Fair';
  // Exactly half had usable (fair or strong) signal and half weak or none: there is signal, but
  // whether you get it depends on the site. Said as Available rather than graded either way.
  if (share('Good', 'Fair') === 0.5) return 'Available';
  return 'Poor';
}

/**
 * Unknown without recent reports. With speed tests, their median download decides; without,
 * the bars campers saw: one report gives its own bars' rating (signalRating), several the
 * majority's, a split Available (ADR 0008 for the thresholds, ADR 0031 for the bars).
 */
export function rateCarrier(observations: readonly CarrierObservation[], today: string): CarrierConnectivity {
  const counting = countingObservations(observations, today);
  const downloads = counting.flatMap((o) => (o.downloadMbps === null ? [] : [o.downloadMbps]));
  const uploads = counting.flatMap((o) => (o.uploadMbps === null ? [] : [o.uploadMbps]));
  const medianDownloadMbps = median(downloads);
  let rating: ConnectivityRating;
  if (counting.length === 0) rating = 'Unknown';
  else if (medianDownloadMbps !== null) rating = ratingFromSpeed(medianDownloadMbps);
  else rating = ratingFromSignals(counting.map((o) => o.signal));
  return { rating, reportCount: counting.length, medianDownloadMbps, medianUploadMbps: median(uploads) };
}
