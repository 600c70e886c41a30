import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, validateDollars } from './money';

describe('dollar amounts in the setup and listing forms', () => {
  it('are required only where the form needs one', () => {
    expect(validateDollars(true)('')).toBe(AMOUNT_MESSAGE);
    expect(validateDollars(false)('')).toBeNull();
  });

  it('must read as dollars and cents', () => {
    expect(validateDollars(false)('abc')).toBe(AMOUNT_MESSAGE);
    expect(validateDollars(true)('4.555')).toBe(AMOUNT_MESSAGE);
    expect(validateDollars(true)('$1,212.50')).toBeNull();
  });
});
