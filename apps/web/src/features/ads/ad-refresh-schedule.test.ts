import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshSchedule } from './ad-refresh-schedule';

describe('createRefreshSchedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function schedule() {
    const refresh = vi.fn();
    return { refresh, slot: createRefreshSchedule(refresh) };
  }

  it('never refreshes on its own while the visitor reads', () => {
    const { refresh, slot } = schedule();
    slot.visible(true);
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes 1500 ms after a navigation that kept the slot in view', () => {
    const { refresh, slot } = schedule();
    slot.visible(true);
    slot.navigated();
    vi.advanceTimersByTime(1499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('coalesces quick navigations into one refresh', () => {
    const { refresh, slot } = schedule();
    slot.visible(true);
    slot.navigated();
    vi.advanceTimersByTime(1000);
    slot.navigated();
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits until a stale slot is back in view, and for 1500 ms there', () => {
    const { refresh, slot } = schedule();
    slot.visible(true);
    slot.visible(false);
    slot.navigated();
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
    slot.visible(true);
    vi.advanceTimersByTime(1000);
    slot.visible(false);
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
    slot.visible(true);
    vi.advanceTimersByTime(1500);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a slot that was never filled, nor after it stopped', () => {
    const { refresh, slot } = schedule();
    slot.navigated();
    slot.visible(true);
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
    slot.navigated();
    slot.stop();
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
