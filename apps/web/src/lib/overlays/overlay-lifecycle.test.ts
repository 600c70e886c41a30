import { OVERLAY_REMOVAL_MS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { overlayStep } from './overlay-lifecycle';

describe('overlayStep', () => {
  it('adds the overlay inactive, then activates it on the next tick', () => {
    expect(overlayStep('removed', true)).toEqual({ phase: 'mounted', after: 0, next: 'active' });
    expect(overlayStep('active', true)).toEqual({ phase: 'active', after: null, next: null });
  });

  it('deactivates on dismiss and removes it after 600 ms', () => {
    expect(OVERLAY_REMOVAL_MS).toBe(600);
    expect(overlayStep('active', false)).toEqual({ phase: 'leaving', after: 600, next: 'removed' });
    expect(overlayStep('removed', false)).toEqual({ phase: 'removed', after: null, next: null });
  });

  it('comes back when reopened while leaving', () => {
    expect(overlayStep('leaving', true)).toEqual({ phase: 'mounted', after: 0, next: 'active' });
  });
});
