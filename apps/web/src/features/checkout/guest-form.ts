// The guests step's rules (spec section 5 for name, email and phone, word for word; the counts
// from docs/api-bookings.md). Phone is optional elsewhere but a booking needs one: the
// campground must be able to reach the camper, and the API refuses to take payment without it.
import {
  maskPhone,
  validateEmail,
  validateName,
  validatePhone,
  VALIDATION_MESSAGES,
  type Validator,
} from '@campwise/domain';

export const GUEST_LIMITS = { maxAdults: 50, maxChildren: 50 } as const;

export const requiredPhone: Validator = (value) =>
  value.trim() ? validatePhone(value) : VALIDATION_MESSAGES.phoneInvalid;

function count(min: number, max: number, message: string): Validator {
  return (value) => {
    const number = Number(value);
    return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max ? null : message;
  };
}

export const guestValidators = {
  name: validateName,
  email: validateEmail,
  phone: requiredPhone,
  adults: count(1, GUEST_LIMITS.maxAdults, `Enter 1 to ${GUEST_LIMITS.maxAdults} adults.`),
  children: count(0, GUEST_LIMITS.maxChildren, `Enter 0 to ${GUEST_LIMITS.maxChildren} children.`),
  notes: (value: string) => (value.length > 1000 ? 'Keep the message under 1,000 characters.' : null),
};

export type GuestField = keyof typeof guestValidators;

/** The form's first values: the draft's, else the signed-in user's name, email and phone. */
export function initialGuestValues(
  reservation: {
    name: string | null;
    email: string | null;
    phone: string | null;
    adults: number | null;
    children: number | null;
    notes: string | null;
  },
  user: { fullName: string; email: string; phone: string | null } | null,
): Record<GuestField, string> {
  return {
    name: reservation.name ?? user?.fullName ?? '',
    email: reservation.email ?? user?.email ?? '',
    phone: maskPhone(reservation.phone ?? user?.phone ?? ''),
    adults: String(reservation.adults ?? 2),
    children: String(reservation.children ?? 0),
    notes: reservation.notes ?? '',
  };
}
