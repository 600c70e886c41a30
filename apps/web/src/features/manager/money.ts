// Prices typed in dollars: read with the reservation tabs' parser (manager-reservations), so a
// manager's amounts read the same everywhere in the portal.
import { AMOUNT_MESSAGE, parseDollars } from '@/features/manager-reservations/money-choices';

export { AMOUNT_MESSAGE, dollarsInput, parseDollars } from '@/features/manager-reservations/money-choices';

/** A form rule: empty passes unless required; otherwise it must read as dollars. */
export function validateDollars(required: boolean) {
  return (value: string): string | null => {
    if (!value.trim()) return required ? AMOUNT_MESSAGE : null;
    return parseDollars(value) === null ? AMOUNT_MESSAGE : null;
  };
}
