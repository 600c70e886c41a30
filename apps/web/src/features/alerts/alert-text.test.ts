import { describe, expect, it } from 'vitest';
import { alertTargetText, alertWindowText, deliveryText, openingReasonText } from './alert-text';

describe('alertWindowText', () => {
  it('writes exact dates with their nights', () => {
    expect(
      alertWindowText({
        mode: 'exact',
        startDate: '2027-06-01',
        endDate: '2027-06-04',
        nights: 3,
        weekendsOnly: false,
      }),
    ).toBe('June 1, 2027 – June 4, 2027 (3 nights)');
  });

  it('writes a flexible window, weekends only when asked', () => {
    const window = { mode: 'flexible', startDate: '2027-06-01', endDate: '2027-06-30', nights: 1 } as const;
    expect(alertWindowText({ ...window, weekendsOnly: false })).toBe('Any 1 night from June 1, 2027 to June 30, 2027');
    expect(alertWindowText({ ...window, nights: 2, weekendsOnly: true })).toBe(
      'Any 2 nights from June 1, 2027 to June 30, 2027, weekends only',
    );
  });
});

describe('alertTargetText', () => {
  it('names the site, else the site type, else any site', () => {
    expect(alertTargetText({ site: { name: 'Site 12' }, siteType: null })).toBe('Site 12');
    expect(alertTargetText({ site: { name: 'A7' }, siteType: null })).toBe('Site A7');
    expect(alertTargetText({ site: null, siteType: { name: 'Tent' } })).toBe('Any site of type Tent');
    expect(alertTargetText({ site: null, siteType: null })).toBe('Any site');
    expect(alertTargetText({ site: null, siteType: null, rvLengthFt: 32 })).toBe('Any site that takes a 32 ft RV');
    expect(alertTargetText({ site: null, siteType: { name: 'RV' }, rvLengthFt: 40 })).toBe(
      'Any site of type RV that takes a 40 ft RV',
    );
  });
});

describe('opening history', () => {
  it('says why nights came free, plainly for a reason it does not know', () => {
    expect(openingReasonText('cancellation')).toBe('A camper cancelled');
    expect(openingReasonText('something-new')).toBe('Nights came free');
  });

  it('says how the member was told', () => {
    expect(deliveryText({ channel: 'email', status: 'sent' })).toBe('Email sent');
    expect(deliveryText({ channel: 'push', status: 'digest' })).toBe('Push notification sent in a summary');
    expect(deliveryText({ channel: 'in-app', status: 'skipped' })).toBe('Bell not sent');
  });
});
