// Gift codes: GIFT-XXXX-XXXX from an alphabet without look-alikes (no 0/O, 1/I/L), typed by
// hand from an email, so they are matched ignoring case, spaces and missing dashes.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function group(): string {
  let out = '';
  for (let index = 0; index < 4; index++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function generateGiftCode(): string {
  return `GIFT-${group()}-${group()}`;
}

/** The stored form of what someone typed: "gift 7kq2 m9xd" → "GIFT-7KQ2-M9XD". */
export function normalizeGiftCode(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  const match = /^GIFT([A-Z0-9]{4})([A-Z0-9]{4})$/.exec(compact);
  return match ? `GIFT-${match[1]}-${match[2]}` : compact;
}
