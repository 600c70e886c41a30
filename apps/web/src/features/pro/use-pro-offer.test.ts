import { describe, expect, it } from 'vitest';
import { couponProblem } from './use-pro-offer';

describe('couponProblem', () => {
  const code = { code: 'CAMP20', percentOff: 20, amountOff: null, valid: true, invalidReason: null, expiresAt: null };

  it('applies a valid code', () => {
    expect(couponProblem(code)).toBeNull();
  });

  it('says why an unknown or unusable code is not applied', () => {
    expect(couponProblem(null)).toBe('That discount code is not valid.');
    expect(couponProblem({ ...code, valid: false, invalidReason: 'That discount code has expired.' })).toBe(
      'That discount code has expired.',
    );
    expect(couponProblem({ ...code, valid: false, invalidReason: null })).toBe('That discount code is not valid.');
  });
});
