import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_KEY,
  COUPON_TIMESTAMP_KEY,
  couponToStore,
  isFresh,
  TRACKING_PARAMS,
  TRACKING_TTL_MS,
  trackingFromQuery,
  UTM_TIMESTAMP_KEY,
} from './tracking.ts';

const NOW = Date.UTC(2026, 10, 22, 6, 50, 0);
const ONE_DAY_MS = 86_400_000;

/** A lone UTF-16 surrogate makes a string that JSON/jsonb and encodeURIComponent refuse. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe('storage keys and parameters (spec sections 3 and 9)', () => {
  it('uses the spec keys and keeps exactly the six tracking parameters', () => {
    expect([COUPON_KEY, COUPON_TIMESTAMP_KEY, UTM_TIMESTAMP_KEY]).toEqual([
      'coupon',
      'coupon_timestamp',
      'utm_timestamp',
    ]);
    expect([...TRACKING_PARAMS]).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'avad',
    ]);
  });

  it('keeps a stored value one day, in milliseconds', () => {
    expect(TRACKING_TTL_MS).toBe(ONE_DAY_MS);
  });
});

describe('couponToStore', () => {
  it('stores a code trimmed, case kept', () => {
    expect(couponToStore('SUMMER10')).toBe('SUMMER10');
    expect(couponToStore('  summer10 \n')).toBe('summer10');
  });

  it.each(['true', 'TRUE', 'True', 'tRuE', ' true ', '\ttrue\n'])('does not store the bare flag %j', (code) => {
    expect(couponToStore(code)).toBeNull();
  });

  it.each(['', ' ', '\t\n ', null, undefined])('does not store the blank value %j', (code) => {
    expect(couponToStore(code)).toBeNull();
  });

  it('keeps codes that merely contain "true"', () => {
    expect(couponToStore('TRUE10')).toBe('TRUE10');
    expect(couponToStore('untrue')).toBe('untrue');
  });

  it('returns the trimmed code unless it is blank or "true" in any case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (code) => {
        const trimmed = code.trim();
        const expected = trimmed === '' || trimmed.toLowerCase() === 'true' ? null : trimmed;
        return couponToStore(code) === expected;
      }),
    );
  });
});

describe('isFresh', () => {
  it('is fresh for exactly one day: at 86,399,999 ms but not at 86,400,000 ms', () => {
    expect(isFresh(NOW - 86_399_999, NOW)).toBe(true);
    expect(isFresh(NOW - 86_400_000, NOW)).toBe(false);
    expect(isFresh(NOW - 86_400_001, NOW)).toBe(false);
  });

  it('is fresh the moment it is stored', () => {
    expect(isFresh(NOW, NOW)).toBe(true);
  });

  it('regression: a value 87 seconds old is still fresh (the original kept it about 86 seconds)', () => {
    // The original compared millisecond timestamps with 86400, so this value had already expired.
    expect(isFresh(NOW - 87_000, NOW)).toBe(true);
    expect(isFresh(String(NOW - 87_000), NOW)).toBe(true);
    expect(isFresh(NOW - 60 * 60 * 1000, NOW)).toBe(true);
    expect(isFresh(NOW - 23 * 60 * 60 * 1000, NOW)).toBe(true);
  });

  it('reads the timestamp as stored, a string of milliseconds', () => {
    expect(isFresh(String(NOW - 86_399_999), NOW)).toBe(true);
    expect(isFresh(String(NOW - 86_400_000), NOW)).toBe(false);
  });

  it('is stale for a timestamp in the future', () => {
    expect(isFresh(NOW + 1, NOW)).toBe(false);
    expect(isFresh(String(NOW + 60_000), NOW)).toBe(false);
  });

  it.each([null, undefined, '', '   ', 'abc', 'NaN', 'Infinity', '12abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'is stale for the missing or garbage timestamp %j',
    (stored) => {
      expect(isFresh(stored, NOW)).toBe(false);
    },
  );

  it('is fresh exactly for ages 0 to one day minus a millisecond, number or string alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * ONE_DAY_MS, max: 10 * ONE_DAY_MS }), (age) => {
        const expected = age >= 0 && age < ONE_DAY_MS;
        return isFresh(NOW - age, NOW) === expected && isFresh(String(NOW - age), NOW) === expected;
      }),
    );
  });

  it('is stale for any string that is not a number', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((text) => Number.isNaN(Number(text))),
        (text) => !isFresh(text, NOW),
      ),
    );
  });
});

describe('trackingFromQuery', () => {
  it('keeps the six tracking parameters and nothing else', () => {
    const query = new URLSearchParams(
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=tents&utm_content=hero&avad=123_abc' +
        '&coupon=SPRING25&gclid=xyz&utm_other=1&UTM_SOURCE=upper',
    );
    expect(trackingFromQuery(query)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'tents',
      utm_content: 'hero',
      avad: '123_abc',
    });
  });

  it('trims values and drops blank ones', () => {
    const query = new URLSearchParams('utm_source=%20newsletter%20&utm_medium=&utm_campaign=%20%20&utm_term=+');
    expect(trackingFromQuery(query)).toEqual({ utm_source: 'newsletter' });
  });

  it('returns nothing for a query without tracking parameters', () => {
    expect(trackingFromQuery(new URLSearchParams(''))).toEqual({});
    expect(trackingFromQuery(new URLSearchParams('coupon=X&q=tents'))).toEqual({});
  });

  it('takes the first value of a repeated parameter', () => {
    expect(trackingFromQuery(new URLSearchParams('utm_source=a&utm_source=b'))).toEqual({ utm_source: 'a' });
  });

  it('caps a value at 200 characters', () => {
    const long = 'x'.repeat(500);
    expect(trackingFromQuery(new URLSearchParams({ utm_campaign: long })).utm_campaign).toBe('x'.repeat(200));
    expect(trackingFromQuery(new URLSearchParams({ utm_campaign: 'y'.repeat(200) })).utm_campaign).toBe(
      'y'.repeat(200),
    );
  });

  it('never cuts a character in half at the cap', () => {
    // 199 letters then an emoji (two UTF-16 units): the cut falls between its halves.
    const value = `${'a'.repeat(199)}🏕️ and more`;
    const kept = trackingFromQuery(new URLSearchParams({ utm_content: value })).utm_content ?? '';
    expect(isWellFormed(kept)).toBe(true);
    expect(kept).toBe('a'.repeat(199));
  });

  it('keeps whole characters near the cap for any text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 190, max: 205 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
        (letters, tail) => {
          const value = `${'a'.repeat(letters)}${tail}`;
          const kept = trackingFromQuery(new URLSearchParams({ utm_term: value })).utm_term ?? '';
          return (
            isWellFormed(kept) && kept.length <= 200 && kept.length >= Math.min(letters, 199) && value.startsWith(kept)
          );
        },
      ),
    );
  });

  it('keeps, for any query, only non-blank trimmed values of the six parameters, at most 200 long', () => {
    const keyArb = fc.constantFrom(...TRACKING_PARAMS, 'coupon', 'gclid', 'utm_id', 'q');
    const valueArb = fc.oneof(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 260 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, valueArb), { maxLength: 12 }), (pairs) => {
        const query = new URLSearchParams(pairs);
        const found = trackingFromQuery(query);
        for (const [key, value] of Object.entries(found)) {
          expect(TRACKING_PARAMS).toContain(key);
          const sent = (query.get(key) ?? '').trim();
          expect(value).not.toBe('');
          expect(value.length).toBeLessThanOrEqual(200);
          expect(sent.startsWith(value)).toBe(true);
          expect(isWellFormed(value)).toBe(true);
          if (sent.length <= 200) expect(value).toBe(sent);
        }
        for (const key of TRACKING_PARAMS) {
          if ((query.get(key) ?? '').trim() !== '') expect(found[key]).toBeDefined();
        }
      }),
    );
  });
});
