// How an alert reads on the pages: what it watches, its dates or window, its status, and the
// history of its openings. Pure, so the wording is unit-tested.
import { formatStayDate, pluralNights } from '@campwise/domain';
import type { AlertStatus } from './alert-records';

export interface AlertWindow {
  mode: 'exact' | 'flexible';
  startDate: string;
  endDate: string;
  nights: number;
  weekendsOnly: boolean;
}

/** 'June 1, 2027 – June 4, 2027 (3 nights)' or 'Any 2 nights from June 1, 2027 to June 30, 2027, weekends only'. */
export function alertWindowText(window: AlertWindow): string {
  const from = formatStayDate(window.startDate);
  const to = formatStayDate(window.endDate);
  if (window.mode === 'exact') return `${from} – ${to} (${pluralNights(window.nights)})`;
  const weekends = window.weekendsOnly ? ', weekends only' : '';
  return `Any ${pluralNights(window.nights)} from ${from} to ${to}${weekends}`;
}

/** What the alert watches: one site, a site type, or the whole campground, and the rig it must take. */
export function alertTargetText(target: {
  siteType: { name: string } | null;
  site: { name: string } | null;
  rvLengthFt?: number | null;
}): string {
  const rig = target.rvLengthFt ? ` that takes a ${target.rvLengthFt} ft RV` : '';
  if (target.site) return (/^site\b/i.test(target.site.name) ? target.site.name : `Site ${target.site.name}`) + rig;
  if (target.siteType) return `Any site of type ${target.siteType.name}${rig}`;
  return `Any site${rig}`;
}

export const ALERT_STATUS_TEXT: Record<AlertStatus, string> = {
  active: 'Watching',
  paused: 'Paused',
  expired: 'Expired',
};

const REASON_TEXT: Record<string, string> = {
  cancellation: 'A camper cancelled',
  declined: 'The campground declined a request',
  expired: 'A checkout ran out before payment',
  unblocked: 'The campground opened blocked dates',
  changed: 'A stay was changed',
  'site-opened': 'A site opened for booking',
};

/** Why the nights came free; an unknown reason reads plainly. */
export function openingReasonText(reason: string): string {
  return REASON_TEXT[reason] ?? 'Nights came free';
}

const CHANNEL_TEXT: Record<string, string> = {
  'in-app': 'Bell',
  email: 'Email',
  push: 'Push notification',
};

const DELIVERY_STATUS_TEXT: Record<string, string> = {
  sent: 'sent',
  skipped: 'not sent',
  digest: 'sent in a summary',
};

/** 'Email sent', 'Push notification sent in a summary', 'Bell not sent: taken again first'. */
export function deliveryText(delivery: { channel: string; status: string }): string {
  const channel = CHANNEL_TEXT[delivery.channel] ?? delivery.channel;
  return `${channel} ${DELIVERY_STATUS_TEXT[delivery.status] ?? delivery.status}`;
}

const timestampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jun 1, 2027, 3:04 PM' in the reader's own time zone; the input as given when it is not a time. */
export function formatMoment(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : timestampFormat.format(new Date(time));
}
