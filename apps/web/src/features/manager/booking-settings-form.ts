// The setup's first step, booking policies, as form text (what the inputs hold) and as the
// booking-settings attributes the API takes (docs/api-bookings.md). Ranges are the API's, so a
// manager sees the rule before the server would refuse it.
import type { FieldValidators } from '@/lib/forms/form-state';
import type { BookingFee, BookingSettings } from './manager-records';
import { formatCents } from '@campwise/domain';
import { parseDollars } from './money';

export type SettingsField =
  | 'bookingPolicy'
  | 'minNights'
  | 'maxNights'
  | 'bookingWindowDays'
  | 'checkInTime'
  | 'checkOutTime'
  | 'timeZone'
  | 'fullRefundDays'
  | 'partialRefundPercent'
  | 'partialRefundDays'
  | 'taxPercent'
  | 'proDiscountPercent';

/** The US time zones a campground can be in, by the names managers know them by. */
export const US_TIME_ZONES = [
  ['America/New_York', 'Eastern'],
  ['America/Chicago', 'Central'],
  ['America/Denver', 'Mountain'],
  ['America/Phoenix', 'Mountain (Arizona, no daylight saving)'],
  ['America/Los_Angeles', 'Pacific'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
] as const;

/** The API's defaults: what a campground that has never been set up starts from. */
export function settingsFormValues(settings: BookingSettings | null): Record<SettingsField, string> {
  return {
    bookingPolicy: settings?.bookingPolicy ?? 'instant',
    minNights: String(settings?.minNights ?? 1),
    maxNights: String(settings?.maxNights ?? 14),
    bookingWindowDays: String(settings?.bookingWindowDays ?? 180),
    checkInTime: settings?.checkInTime ?? '14:00',
    checkOutTime: settings?.checkOutTime ?? '11:00',
    timeZone: settings?.timeZone ?? 'America/Denver',
    fullRefundDays: String(settings?.fullRefundDays ?? 7),
    partialRefundPercent: String(settings?.partialRefundPercent ?? 50),
    partialRefundDays: String(settings?.partialRefundDays ?? 2),
    taxPercent: settings ? String(settings.taxRateBps / 100) : '0',
    proDiscountPercent: String(settings?.proDiscountPercent || 10),
  };
}

function wholeNumber(min: number, max: number) {
  return (value: string): string | null => {
    const number = Number(value.trim());
    return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max
      ? null
      : `Enter a whole number from ${min} to ${max}.`;
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (value: string) => (TIME.test(value) ? null : 'Enter a time such as 14:00.');

export const settingsValidators: FieldValidators<SettingsField> = {
  minNights: wholeNumber(1, 60),
  maxNights: wholeNumber(1, 60),
  bookingWindowDays: wholeNumber(1, 730),
  checkInTime: time,
  checkOutTime: time,
  fullRefundDays: wholeNumber(0, 365),
  partialRefundPercent: wholeNumber(0, 100),
  partialRefundDays: wholeNumber(0, 365),
  taxPercent: (value) => {
    const number = Number(value.trim());
    return value.trim() !== '' &&
      Number.isFinite(number) &&
      number >= 0 &&
      number <= 50 &&
      /^\d+(\.\d{1,2})?$/.test(value.trim())
      ? null
      : 'Enter a tax rate from 0 to 50%, such as 8.25.';
  },
  proDiscountPercent: wholeNumber(1, 50),
};

/** Rules over two fields, checked once each field reads well on its own. */
export function settingsCrossErrors(values: Record<SettingsField, string>): string[] {
  const errors: string[] = [];
  if (Number(values.minNights) > Number(values.maxNights)) {
    errors.push('The shortest stay cannot be longer than the longest stay.');
  }
  if (Number(values.partialRefundDays) > Number(values.fullRefundDays)) {
    errors.push('The partial refund deadline must not be earlier than the full refund deadline.');
  }
  return errors;
}

/** The attributes to save; the PRO discount is 0 unless the campground opts in. */
export function settingsAttributes(
  values: Record<SettingsField, string>,
  fees: readonly BookingFee[],
  proDiscount: boolean,
): Record<string, unknown> {
  return {
    enabled: true,
    bookingPolicy: values.bookingPolicy === 'request' ? 'request' : 'instant',
    minNights: Number(values.minNights),
    maxNights: Number(values.maxNights),
    bookingWindowDays: Number(values.bookingWindowDays),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    timeZone: values.timeZone,
    fullRefundDays: Number(values.fullRefundDays),
    partialRefundPercent: Number(values.partialRefundPercent),
    partialRefundDays: Number(values.partialRefundDays),
    taxRateBps: Math.round(Number(values.taxPercent) * 100),
    proDiscountPercent: proDiscount ? Number(values.proDiscountPercent) : 0,
    fees: fees.map((fee) => ({ name: fee.name, 'amount-cents': fee.amountCents, per: fee.per })),
  };
}

/** A fee as typed, or the reason it cannot be added. */
export function parseFee(name: string, amount: string, per: string): BookingFee | string {
  if (!name.trim()) return 'Name the fee, such as "Pet fee".';
  const amountCents = parseDollars(amount);
  if (amountCents === null || amountCents === 0) return 'Enter the fee in dollars, such as 5 or 7.50.';
  return { name: name.trim(), amountCents, per: per === 'night' ? 'night' : 'stay' };
}

export function feeLabel(fee: BookingFee): string {
  return `${fee.name}: ${formatCents(fee.amountCents)} per ${fee.per}`;
}
