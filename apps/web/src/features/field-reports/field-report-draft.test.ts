import { FIELD_REPORT_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyFieldReportDraft,
  fieldReportAttributes,
  isFieldReportEmpty,
  validateFieldReportDraft,
} from './field-report-draft';
import { formatMbps, speedSummary } from '@/lib/speed-format';

function draftWith(changes: (draft: ReturnType<typeof emptyFieldReportDraft>) => void) {
  const draft = emptyFieldReportDraft();
  changes(draft);
  return draft;
}

describe('field report draft', () => {
  it('is empty until something is filled in', () => {
    expect(isFieldReportEmpty(emptyFieldReportDraft())).toBe(true);
    expect(isFieldReportEmpty(draftWith((d) => (d.roadNotes = 'Washboard last mile')))).toBe(false);
    expect(isFieldReportEmpty(draftWith((d) => (d.signals.att.signal = 'weak')))).toBe(false);
  });

  it('sends only the carriers with a signal, speeds as numbers', () => {
    const draft = draftWith((d) => {
      d.signals.verizon = { signal: 'strong', downloadMbps: '42.5', uploadMbps: '' };
      d.signals.att = { signal: 'none', downloadMbps: '', uploadMbps: '' };
      d.siteNotes = '  Level pads  ';
    });
    expect(fieldReportAttributes(draft, '2026-06-01')).toEqual({
      visitedOn: '2026-06-01',
      roadNotes: null,
      accessNotes: null,
      siteNotes: 'Level pads',
      signals: [
        { carrier: 'att', signal: 'none' },
        { carrier: 'verizon', signal: 'strong', downloadMbps: 42.5 },
      ],
    });
  });

  it("rejects speeds out of range with the domain's message", () => {
    const draft = draftWith((d) => {
      d.signals.tmobile = { signal: 'fair', downloadMbps: '-1', uploadMbps: '5001' };
    });
    expect(validateFieldReportDraft(draft)).toEqual({
      'tmobile.downloadMbps': FIELD_REPORT_MESSAGES.speedInvalid,
      'tmobile.uploadMbps': FIELD_REPORT_MESSAGES.speedInvalid,
    });
  });

  it('asks for the signal level when a speed is given without one', () => {
    const draft = draftWith((d) => (d.signals.att.downloadMbps = '3'));
    expect(validateFieldReportDraft(draft)).toEqual({ 'att.signal': FIELD_REPORT_MESSAGES.signalsInvalid });
  });

  it('limits notes', () => {
    const draft = draftWith((d) => (d.accessNotes = 'x'.repeat(2001)));
    expect(validateFieldReportDraft(draft)).toEqual({ accessNotes: FIELD_REPORT_MESSAGES.notesTooLong });
  });
});

describe('speed format', () => {
  it('rounds like a speed test app', () => {
    expect(formatMbps(42.46)).toBe('42 Mbps');
    expect(formatMbps(2.44)).toBe('2.4 Mbps');
    expect(speedSummary(12, 3.25)).toBe('12 Mbps down · 3.3 Mbps up');
    expect(speedSummary(null, null)).toBeNull();
  });
});
