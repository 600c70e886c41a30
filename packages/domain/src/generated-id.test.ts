import { describe, expect, it } from 'vitest';
import { GENERATED_ID_PATTERN, generateId } from './generated-id.ts';

describe('generateId', () => {
  const now = Date.UTC(2026, 5, 1);

  it('is the prefix, an underscore, the timestamp and 8 random digits', () => {
    expect(generateId('visitor', now, () => 0.12345678)).toBe(`visitor_${now}12345678`);
  });

  it('keeps the underscore without a prefix', () => {
    expect(generateId('', now, () => 0.5)).toBe(`_${now}50000000`);
    expect(generateId(undefined, now, () => 0.5)).toBe(`_${now}50000000`);
  });

  it('pads small random numbers to 8 digits and never reaches 9', () => {
    expect(generateId('a', now, () => 0)).toBe(`a_${now}00000000`);
    expect(generateId('a', now, () => 0.000001)).toBe(`a_${now}00000100`);
    expect(generateId('a', now, () => 0.999999999)).toBe(`a_${now}99999999`);
  });

  it('matches the pattern the API and the cookie reader accept, with real randomness', () => {
    for (let i = 0; i < 50; i += 1) expect(generateId('pro-upgrade-modal')).toMatch(GENERATED_ID_PATTERN);
    expect(generateId()).toMatch(GENERATED_ID_PATTERN);
    expect(new Set(Array.from({ length: 50 }, () => generateId('v'))).size).toBe(50);
  });
});
