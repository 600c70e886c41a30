// The money a manager decides on: amounts typed in dollars, the difference a modification
// charges or refunds, and the refund a cancellation gives back (docs/api-manager.md).
import { formatCents } from '@campwise/domain';

export const AMOUNT_MESSAGE = 'Enter an amount in dollars, such as 120 or 120.50.';
export const MAX_AMOUNT_CENTS = 10_000_000;

/** "120", "120.5", "$1,120.50" → cents; null when it is not an amount of money. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the plain dollars an input shows: 12050 → "120.50". */
export function dollarsInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface PriceDifference {
  kind: 'charge' | 'refund' | 'none';
  cents: number;
}

export function priceDifference(currentCents: number, newCents: number): PriceDifference {
  const cents = newCents - currentCents;
  if (cents > 0) return { kind: 'charge', cents };
  if (cents < 0) return { kind: 'refund', cents: -cents };
  return { kind: 'none', cents: 0 };
}

/** How a reservation's money moves when its total changes. */
export type SettlementMode = 'card' | 'hold' | 'record';

/**
 * card: a paid online booking; hold: a request whose card is only authorized; record: a manual
 * booking (walk-in, phone, another channel), where nothing is charged here.
 */
export function settlementMode(reservation: { source: string; status: string }): SettlementMode {
  if (reservation.source !== 'online') return 'record';
  return reservation.status === 'pending' ? 'hold' : 'card';
}

/** What confirming the change does with the money, said before the manager confirms. */
export function differenceSentence(difference: PriceDifference, mode: SettlementMode, newCents: number): string {
  if (difference.kind === 'none') return 'The total does not change.';
  const amount = formatCents(difference.cents);
  switch (mode) {
    case 'record':
      return difference.kind === 'charge'
        ? `The recorded amount goes up by ${amount}. No card is charged.`
        : `The recorded amount goes down by ${amount}. No card is refunded.`;
    case 'hold':
      return `The amount held on the guest's card changes to ${formatCents(newCents)} (${
        difference.kind === 'charge' ? `${amount} more` : `${amount} less`
      }); nothing is charged until you approve.`;
    case 'card':
      return difference.kind === 'charge'
        ? `${amount} more will be charged to the guest's card.`
        : `${amount} will be refunded to the guest's card.`;
  }
}

export type RefundChoice = 'policy' | 'full' | 'none' | 'custom';

export interface CancellationMoney {
  /** What was paid and not yet refunded: the most a refund can be. */
  refundableCents: number;
  /** What the cancellation policy gives back now; null when it gives nothing or cannot say. */
  policyCents: number | null;
}

/** What the guest paid and has not had back: a captured payment less its refunds. */
export function refundableCents(reservation: {
  paymentStatus: string;
  totalCents: number | null;
  refundedCents: number | null;
}): number {
  if (reservation.paymentStatus !== 'captured' && reservation.paymentStatus !== 'partially_refunded') return 0;
  return Math.max((reservation.totalCents ?? 0) - (reservation.refundedCents ?? 0), 0);
}

export type CancellationInput =
  | { ok: true; attributes: { refund: RefundChoice; refundCents?: number; reason?: string } }
  | { ok: false; error: string };

/** The cancellation's attributes, or why the custom amount cannot be sent. */
export function cancellationInput(
  choice: RefundChoice,
  customText: string,
  reason: string,
  money: CancellationMoney,
): CancellationInput {
  const trimmedReason = reason.trim();
  const withReason = trimmedReason ? { reason: trimmedReason } : {};
  if (choice !== 'custom') return { ok: true, attributes: { refund: choice, ...withReason } };
  const cents = parseDollars(customText);
  if (cents === null) return { ok: false, error: AMOUNT_MESSAGE };
  if (cents > money.refundableCents) {
    return { ok: false, error: `The refund can be at most ${formatCents(money.refundableCents)}, what was paid.` };
  }
  return { ok: true, attributes: { refund: 'custom', refundCents: cents, ...withReason } };
}

/** What the choice refunds, as the overlay shows it before the manager confirms. */
export function refundPreviewCents(choice: RefundChoice, customText: string, money: CancellationMoney): number | null {
  switch (choice) {
    case 'policy':
      return Math.min(money.policyCents ?? 0, money.refundableCents);
    case 'full':
      return money.refundableCents;
    case 'none':
      return 0;
    case 'custom': {
      const cents = parseDollars(customText);
      return cents === null || cents > money.refundableCents ? null : cents;
    }
  }
}
