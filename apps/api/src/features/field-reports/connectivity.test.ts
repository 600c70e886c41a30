import { describe, expect, it } from 'vitest';
import type { SignalLevel } from '@campwise/domain';
import { median, oldestCountingVisit, rateCarrier, signalRating, type CarrierObservation } from './connectivity.ts';

const TODAY = '2030-06-15';

function report(signal: SignalLevel, downloadMbps: number | null = null, visitedOn = '2030-06-01'): CarrierObservation {
  return { visitedOn, signal, downloadMbps, uploadMbps: downloadMbps === null ? null : downloadMbps / 4 };
}

const rating = (reports: CarrierObservation[]) => rateCarrier(reports, TODAY).rating;

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, to one decimal', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 1, 12])).toBe(12);
    expect(median([1, 2, 4, 100])).toBe(3);
    expect(median([1.24, 1.27])).toBe(1.3);
  });
});

describe('signalRating', () => {
  it('maps each bar level to the rating it names', () => {
    expect(signalRating('strong')).toBe('Good');
    expect(signalRating('fair')).toBe('Fair');
    expect(signalRating('weak')).toBe('Poor');
    expect(signalRating('none')).toBe('Poor');
  });
});

describe('rateCarrier', () => {
  it('is Unknown without reports, or with only old ones', () => {
    expect(rateCarrier([], TODAY)).toEqual({
      rating: 'Unknown',
      reportCount: 0,
      medianDownloadMbps: null,
      medianUploadMbps: null,
    });
    expect(rating([report('strong', 50, '2029-06-14')])).toBe('Unknown');
  });

  it('counts visits of the last 365 days', () => {
    expect(oldestCountingVisit(TODAY)).toBe('2029-06-15');
    expect(rateCarrier([report('strong', 50, '2029-06-15')], TODAY).reportCount).toBe(1);
  });

  it('rates by the median download when there are speed tests', () => {
    expect(rating([report('weak', 10)])).toBe('Good');
    expect(rating([report('fair', 9.9)])).toBe('Fair');
    expect(rating([report('fair', 3)])).toBe('Fair');
    expect(rating([report('strong', 2.9)])).toBe('Poor');
    // Reports without a speed test do not pull the median.
    expect(rating([report('none'), report('none'), report('fair', 25)])).toBe('Good');
    expect(rateCarrier([report('fair', 2), report('fair', 20), report('fair', 8)], TODAY)).toEqual({
      rating: 'Fair',
      reportCount: 3,
      medianDownloadMbps: 8,
      medianUploadMbps: 2,
    });
  });

  it('rates by the bars campers saw without speed tests', () => {
    expect(rating([report('strong'), report('strong'), report('fair')])).toBe('Good');
    expect(rating([report('strong'), report('fair'), report('weak')])).toBe('Fair');
    expect(rating([report('fair'), report('weak'), report('weak')])).toBe('Poor');
    expect(rating([report('strong'), report('none'), report('none')])).toBe('Poor');
  });

  it('is Poor when nobody had signal, however few reports', () => {
    expect(rating([report('none')])).toBe('Poor');
    expect(rating([report('none'), report('none'), report('none')])).toBe('Poor');
  });

  it("gives a single report's own bars, never Available (a Fair report reads Fair)", () => {
    expect(rating([report('strong')])).toBe('Good');
    expect(rating([report('fair')])).toBe('Fair');
    expect(rating([report('weak')])).toBe('Poor');
    expect(rating([report('none')])).toBe('Poor');
  });

  it('is Available when exactly half had usable signal and half weak or none', () => {
    expect(rating([report('strong'), report('none')])).toBe('Available');
    expect(rating([report('fair'), report('weak')])).toBe('Available');
    expect(rating([report('strong'), report('fair'), report('none'), report('weak')])).toBe('Available');
  });

  it('uses the newest 10 reports only', () => {
    const newest = Array.from({ length: 10 }, (_, i) =>
      report('none', null, `2030-06-${String(14 - i).padStart(2, '0')}`),
    );
    const older = Array.from({ length: 5 }, () => report('strong', 100, '2030-01-01'));
    expect(rateCarrier([...newest, ...older], TODAY)).toMatchObject({ rating: 'Poor', reportCount: 10 });
  });
});
