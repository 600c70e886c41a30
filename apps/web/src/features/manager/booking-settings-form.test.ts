import { describe, expect, it } from 'vitest';
import {
  parseFee,
  settingsAttributes,
  settingsCrossErrors,
  settingsFormValues,
  settingsValidators,
} from './booking-settings-form';

describe('booking policies form', () => {
  it("starts a new campground from the API's defaults", () => {
    const values = settingsFormValues(null);
    expect(values).toMatchObject({
      bookingPolicy: 'instant',
      minNights: '1',
      maxNights: '14',
      timeZone: 'America/Denver',
    });
  });

  it('saves typed text as the attributes, tax in basis points and the PRO discount only when opted in', () => {
    const values = {
      ...settingsFormValues(null),
      bookingPolicy: 'request',
      minNights: '2',
      taxPercent: '8.25',
      proDiscountPercent: '15',
    };
    const fees = [{ name: 'Pet fee', amountCents: 500, per: 'night' as const }];
    const attributes = settingsAttributes(values, fees, true);
    expect(attributes).toMatchObject({
      bookingPolicy: 'request',
      minNights: 2,
      taxRateBps: 825,
      proDiscountPercent: 15,
    });
    expect(attributes.fees).toEqual([{ name: 'Pet fee', 'amount-cents': 500, per: 'night' }]);
    expect(settingsAttributes(values, fees, false).proDiscountPercent).toBe(0);
  });

  it("states the API's ranges before it would refuse them", () => {
    expect(settingsValidators.maxNights?.('61')).toBe('Enter a whole number from 1 to 60.');
    expect(settingsValidators.minNights?.('1.5')).toBe('Enter a whole number from 1 to 60.');
    expect(settingsValidators.checkInTime?.('2pm')).toBe('Enter a time such as 14:00.');
    expect(settingsValidators.taxPercent?.('8.25')).toBeNull();
    expect(settingsValidators.taxPercent?.('51')).toBe('Enter a tax rate from 0 to 50%, such as 8.25.');
  });

  it('checks rules over two fields', () => {
    const values = { ...settingsFormValues(null), minNights: '5', maxNights: '3', partialRefundDays: '9' };
    expect(settingsCrossErrors(values)).toEqual([
      'The shortest stay cannot be longer than the longest stay.',
      'The partial refund deadline must not be earlier than the full refund deadline.',
    ]);
    expect(settingsCrossErrors(settingsFormValues(null))).toEqual([]);
  });

  it('adds a fee only with a name and an amount', () => {
    expect(parseFee(' Pet fee ', '7.50', 'night')).toEqual({ name: 'Pet fee', amountCents: 750, per: 'night' });
    expect(parseFee('', '5', 'stay')).toBe('Name the fee, such as "Pet fee".');
    expect(parseFee('Pet fee', 'five', 'stay')).toBe('Enter the fee in dollars, such as 5 or 7.50.');
  });
});
