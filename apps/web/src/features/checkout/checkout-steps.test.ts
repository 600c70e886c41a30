import { describe, expect, it } from 'vitest';
import { checkoutStepPath, checkoutSteps, firstCheckoutStep, neighbourSteps } from './checkout-steps';

const fields = (...names: string[]) => names.map((name) => ({ name }));

describe('checkout steps', () => {
  it("are the information fields without 'paymentInfo', then payment and review", () => {
    expect(checkoutSteps(fields('dates', 'guests', 'policies', 'paymentInfo'))).toEqual([
      'dates',
      'guests',
      'policies',
      'payment',
      'review',
    ]);
  });

  it('keep the vehicle step where the API puts it (RV sites)', () => {
    expect(checkoutSteps(fields('dates', 'guests', 'vehicle', 'policies', 'paymentInfo'))).toEqual([
      'dates',
      'guests',
      'vehicle',
      'policies',
      'payment',
      'review',
    ]);
  });

  it('do not repeat a field the web adds itself or one named twice', () => {
    expect(checkoutSteps(fields('dates', 'dates', 'payment', 'review'))).toEqual(['dates', 'payment', 'review']);
  });

  it('start at the first information field', () => {
    expect(firstCheckoutStep(fields('dates', 'guests', 'paymentInfo'))).toBe('dates');
    expect(firstCheckoutStep(fields('guests', 'paymentInfo'))).toBe('guests');
  });

  it("start at 'dates' when the API named no fields", () => {
    expect(firstCheckoutStep([])).toBe('dates');
    expect(firstCheckoutStep(null)).toBe('dates');
    expect(firstCheckoutStep(fields('paymentInfo'))).toBe('dates');
  });

  it('know the step before and after', () => {
    const steps = ['dates', 'guests', 'payment', 'review'];
    expect(neighbourSteps(steps, 'dates')).toEqual({ previous: null, next: 'guests' });
    expect(neighbourSteps(steps, 'payment')).toEqual({ previous: 'guests', next: 'review' });
    expect(neighbourSteps(steps, 'review')).toEqual({ previous: 'payment', next: null });
    expect(neighbourSteps(steps, 'vehicle')).toEqual({ previous: null, next: null });
  });

  it('build the step path', () => {
    expect(checkoutStepPath('42', 'dates')).toBe('/checkout/42/step/dates');
  });
});
