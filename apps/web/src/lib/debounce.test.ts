import { NAV_RESIZE_DEBOUNCE_MS } from '@campwise/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last of a burst of calls, with its arguments', () => {
    expect(NAV_RESIZE_DEBOUNCE_MS).toBe(500);
    const run = vi.fn();
    const resized = debounce(run, NAV_RESIZE_DEBOUNCE_MS);
    resized(800);
    vi.advanceTimersByTime(400);
    resized(950);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith(950);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const resized = debounce(run, 500);
    resized();
    resized.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
