import { INTERSTITIAL_HIDE_MS, SEE_IN_APP_HIDE_MS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { hideFor, isHidden } from './hide-until';
import { memoryStorage } from './memory-storage';

const NOW = Date.UTC(2026, 5, 1, 12);

describe('hide-until timestamps', () => {
  it('hides the interstitial for 6 hours and the see-in-app banner for 12', () => {
    const storage = memoryStorage();
    expect(isHidden(storage, 'interstitial', NOW)).toBe(false);
    hideFor(storage, 'interstitial', NOW, INTERSTITIAL_HIDE_MS);
    hideFor(storage, 'see-in-app', NOW, SEE_IN_APP_HIDE_MS);
    expect(storage.getItem('hide-until:interstitial')).toBe(String(NOW + 6 * 3_600_000));
    expect(isHidden(storage, 'interstitial', NOW + 6 * 3_600_000 - 1)).toBe(true);
    expect(isHidden(storage, 'interstitial', NOW + 6 * 3_600_000)).toBe(false);
    expect(isHidden(storage, 'see-in-app', NOW + 11 * 3_600_000)).toBe(true);
    expect(isHidden(storage, 'see-in-app', NOW + 12 * 3_600_000)).toBe(false);
  });

  it('treats a missing storage or a bad value as not hidden', () => {
    const storage = memoryStorage();
    storage.setItem('hide-until:see-in-app', 'soon');
    expect(isHidden(storage, 'see-in-app', NOW)).toBe(false);
    expect(isHidden(null, 'interstitial', NOW)).toBe(false);
    expect(() => hideFor(null, 'interstitial', NOW, 1)).not.toThrow();
  });
});
