// A reservation as the web reads it (docs/api-bookings.md): the API's attributes camelCased,
// with its price lines (reservation-items) resolved from `included`.
import type { ApiRecord } from '@/lib/api-client';
import type { InformationField } from './checkout-steps';

export type ReservationStatus = 'draft' | 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'expired';

export interface ReservationItem {
  id: string;
  kind: 'lodging' | 'pro-discount' | 'fee' | 'tax' | 'service-fee' | string;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface Reservation {
  id: string;
  campgroundId: string;
  siteId: string | null;
  userId: string | null;
  startDate: string | null;
  endDate: string | null;
  status: ReservationStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  adults: number | null;
  children: number | null;
  equipment: string | null;
  vehicleLengthFt: number | null;
  notes: string | null;
  policiesAcceptedAt: string | null;
  informationFields: InformationField[];
  bookingPolicy: 'instant' | 'request';
  nights: number | null;
  subtotalCents: number | null;
  totalCents: number | null;
  currency: string;
  paymentStatus: string;
  refundedCents: number | null;
  holdExpiresAt: string | null;
  requestExpiresAt: string | null;
  confirmedAt: string | null;
  cancelledAt: string | null;
  statusReason: string | null;
  cancellationRefundCents: number | null;
  campgroundName: string | null;
  campgroundSlug: string | null;
  regionSlug: string | null;
  siteName: string | null;
  siteTypeName: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  cancellationPolicy: string | null;
  demoInventory: boolean;
  items: ReservationItem[];
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const id = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value !== '' ? value : null;

function toItem(record: ApiRecord): ReservationItem {
  return {
    id: record.id,
    kind: str(record.kind) ?? 'lodging',
    label: str(record.label) ?? '',
    quantity: num(record.quantity) ?? 1,
    unitCents: num(record.unitCents) ?? 0,
    amountCents: num(record.amountCents) ?? 0,
  };
}

function toFields(value: unknown): InformationField[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((field) =>
    typeof field === 'object' && field !== null && typeof (field as { name?: unknown }).name === 'string'
      ? [{ name: (field as { name: string }).name }]
      : [],
  );
}

/** The reservation in an API record, with `items` its included price lines in the API's order. */
export function toReservation(record: ApiRecord, items: readonly ApiRecord[] = []): Reservation {
  return {
    id: record.id,
    campgroundId: id(record.campgroundId) ?? '',
    siteId: id(record.siteId),
    userId: id(record.userId),
    startDate: str(record.startDate),
    endDate: str(record.endDate),
    status: (str(record.status) ?? 'draft') as ReservationStatus,
    name: str(record.name),
    email: str(record.email),
    phone: str(record.phone),
    adults: num(record.adults),
    children: num(record.children),
    equipment: str(record.equipment),
    vehicleLengthFt: num(record.vehicleLengthFt),
    notes: str(record.notes),
    policiesAcceptedAt: str(record.policiesAcceptedAt),
    informationFields: toFields(record.informationFields),
    bookingPolicy: record.bookingPolicy === 'request' ? 'request' : 'instant',
    nights: num(record.nights),
    subtotalCents: num(record.subtotalCents),
    totalCents: num(record.totalCents),
    currency: str(record.currency) ?? 'usd',
    paymentStatus: str(record.paymentStatus) ?? 'none',
    refundedCents: num(record.refundedCents),
    holdExpiresAt: str(record.holdExpiresAt),
    requestExpiresAt: str(record.requestExpiresAt),
    confirmedAt: str(record.confirmedAt),
    cancelledAt: str(record.cancelledAt),
    statusReason: str(record.statusReason),
    cancellationRefundCents: num(record.cancellationRefundCents),
    campgroundName: str(record.campgroundName),
    campgroundSlug: str(record.campgroundSlug),
    regionSlug: str(record.regionSlug),
    siteName: str(record.siteName),
    siteTypeName: str(record.siteTypeName),
    checkInTime: str(record.checkInTime),
    checkOutTime: str(record.checkOutTime),
    cancellationPolicy: str(record.cancellationPolicy),
    demoInventory: record.demoInventory === true,
    items: items.map(toItem),
  };
}
