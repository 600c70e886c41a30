import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, analyticsEntry, track } from './analytics';

describe('analytics', () => {
  it('builds a tag-manager entry whose event name cannot be overridden by a property', () => {
    expect(analyticsEntry(ANALYTICS_EVENTS.signUpCompleted, { method: 'email', event: 'x' })).toEqual({
      method: 'email',
      event: 'Sign Up Completed',
    });
  });

  it('does nothing outside a browser', () => {
    expect(() => track(ANALYTICS_EVENTS.signInCompleted)).not.toThrow();
  });
});
