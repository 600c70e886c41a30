import { FIELD_REPORT_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { emptyFieldReportDraft } from './field-report-draft';
import { fieldReportsHref, fieldReportsPath, parseFieldReportsPage } from './field-report-paths';
import { type FieldReportSignal, signalText, sortedSignals } from './field-report-schema';
import { apiFieldErrors, firstErrorKey, validateStandaloneReport } from './field-report-submit';

const signal = (change: Partial<FieldReportSignal>): FieldReportSignal => ({
  carrier: 'tmobile',
  carrierLabel: 'T-Mobile',
  signal: 'strong',
  downloadMbps: null,
  uploadMbps: null,
  ...change,
});

describe('field report paths', () => {
  const campground = { regionSlug: 'wyoming', slug: 'creek-camp' };

  it('lives under the campground, page 1 without a query', () => {
    expect(fieldReportsPath(campground)).toBe('/camping/wyoming/creek-camp/field-reports');
    expect(fieldReportsHref('/x/field-reports', 1)).toBe('/x/field-reports');
    expect(fieldReportsHref('/x/field-reports', 3)).toBe('/x/field-reports?page=3');
  });

  it('accepts only positive whole pages', () => {
    expect(parseFieldReportsPage({})).toBe(1);
    expect(parseFieldReportsPage({ page: '2' })).toBe(2);
    expect(parseFieldReportsPage({ page: ['4', '5'] })).toBe(4);
    for (const page of ['0', '-1', '1.5', 'abc', '01', '']) expect(parseFieldReportsPage({ page })).toBeNull();
  });
});

describe('signal text', () => {
  it('reads the bars, with the speed test when there is one', () => {
    expect(signalText(signal({ downloadMbps: 30, uploadMbps: 5 }))).toBe('Strong · 30 Mbps down · 5 Mbps up');
    expect(signalText(signal({ signal: 'none' }))).toBe('No signal');
    expect(signalText(signal({ signal: 'weak', uploadMbps: 0.44 }))).toBe('Weak · 0.4 Mbps up');
  });

  it("sorts carriers in the domain's order", () => {
    const sorted = sortedSignals([signal({ carrier: 'other' }), signal({ carrier: 'att' }), signal({})]);
    expect(sorted.map((s) => s.carrier)).toEqual(['att', 'tmobile', 'other']);
  });
});

describe('standalone field report', () => {
  const today = '2026-06-10';

  it('needs a visit date and something to say, in the domain words', () => {
    expect(validateStandaloneReport(emptyFieldReportDraft(), '', today)).toEqual({
      visitedOn: FIELD_REPORT_MESSAGES.visitDateRequired,
      signals: FIELD_REPORT_MESSAGES.empty,
    });
    const draft = emptyFieldReportDraft();
    draft.roadNotes = 'Washboard';
    expect(validateStandaloneReport(draft, '2026-06-11', today)).toEqual({
      visitedOn: FIELD_REPORT_MESSAGES.visitDateInFuture,
    });
    expect(validateStandaloneReport(draft, '1989-12-31', today)).toEqual({
      visitedOn: FIELD_REPORT_MESSAGES.visitDateTooEarly,
    });
    expect(validateStandaloneReport(draft, '2026-06-01', today)).toEqual({});
  });

  it('keeps the shared checks of signals and speeds', () => {
    const draft = emptyFieldReportDraft();
    draft.signals.tmobile = { signal: 'strong', downloadMbps: '9000', uploadMbps: '5' };
    expect(validateStandaloneReport(draft, '2026-06-01', today)).toEqual({
      'tmobile.downloadMbps': FIELD_REPORT_MESSAGES.speedInvalid,
    });
  });

  it("puts the API's errors under the fields their pointers name", () => {
    const { fields, others } = apiFieldErrors([
      { detail: FIELD_REPORT_MESSAGES.visitDateInFuture, source: { pointer: '/data/attributes/visited-on' } },
      { detail: FIELD_REPORT_MESSAGES.notesTooLong, source: { pointer: '/data/attributes/road-notes' } },
      { detail: FIELD_REPORT_MESSAGES.carrierRepeated, source: { pointer: '/data/attributes/signals' } },
      { detail: 'This campground does not exist.', source: { pointer: '/data/relationships/campground' } },
      { title: 'Too many', detail: FIELD_REPORT_MESSAGES.tooManyReports },
    ]);
    expect(fields).toEqual({
      visitedOn: FIELD_REPORT_MESSAGES.visitDateInFuture,
      roadNotes: FIELD_REPORT_MESSAGES.notesTooLong,
      signals: FIELD_REPORT_MESSAGES.carrierRepeated,
    });
    expect(others).toEqual(['This campground does not exist.', FIELD_REPORT_MESSAGES.tooManyReports]);
  });

  it('focuses the first field with an error, in form order', () => {
    expect(firstErrorKey({ siteNotes: 'x', 'att.downloadMbps': 'y' })).toBe('att.downloadMbps');
    expect(firstErrorKey({ siteNotes: 'x', visitedOn: 'y' })).toBe('visitedOn');
    expect(firstErrorKey({})).toBeNull();
  });
});
