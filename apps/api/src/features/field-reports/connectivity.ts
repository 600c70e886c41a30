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

function ratingFromSignals(signals: readonly SignalLevel[]): ConnectivityRating {
  if (signals.every((signal) => signal === 'none')) return 'Poor';
  // One camper's bars say there is signal, not how usable it is.
  if (signals.length < CONNECTIVITY_THRESHOLDS.minReportsForSignalGrade) return 'Available';
  const share = (levels: SignalLevel[]) => signals.filter((signal) => levels.includes(signal)).length / signals.length;
  if (share(['strong']) > 0.5) return 'Good';
  if (share(['strong', 'fair']) > 0.5) return 'Fair';
  return 'Poor';
}

/**
 * Unknown without recent reports. With speed tests, their median download decides; without,
 * the bars campers saw (see ADR 0008 for the thresholds).
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
