import { describe, expect, it } from 'vitest';
import { houseAdAt, houseAds } from './house-ads';

const figures = { campgrounds: 43210, freeCampgrounds: 5678, trialDays: 7 };

describe('houseAds', () => {
  it('promotes PRO with real figures and links to the PRO pages', () => {
    const ads = houseAds(figures);
    expect(ads.map((ad) => ad.id)).toEqual([
      'free-camping-maps',
      'alerts',
      'discount-camping',
      'trip-planner',
      'off-grid',
    ]);
    expect(ads[0]!.headline).toBe('5,678 free campgrounds on one map');
    expect(ads[3]!.text).toContain('43,210');
    for (const ad of ads) {
      expect(ad.href).toMatch(/^\/pro(\/|$)/);
      expect(ad.cta).toBe('Try PRO free for 7 days');
    }
  });

  it('says no numbers without figures, and no trial without one', () => {
    const ads = houseAds(null);
    expect(ads.map((ad) => `${ad.headline} ${ad.text}`).join(' ')).not.toMatch(/\d{2,}/);
    expect(houseAds({ ...figures, trialDays: null })[0]!.cta).toBe('See what PRO includes');
  });
});

describe('houseAdAt', () => {
  const ads = houseAds(figures);

  it('starts at the same ad for the same seed and moves on one per refresh', () => {
    const first = houseAdAt(ads, 'region-list:/camping/utah', 0);
    expect(houseAdAt(ads, 'region-list:/camping/utah', 0)).toBe(first);
    const start = ads.indexOf(first);
    expect(houseAdAt(ads, 'region-list:/camping/utah', 1)).toBe(ads[(start + 1) % ads.length]);
    expect(houseAdAt(ads, 'region-list:/camping/utah', ads.length)).toBe(first);
  });

  it('needs an ad to show', () => {
    expect(() => houseAdAt([], 'x', 0)).toThrow();
  });
});
