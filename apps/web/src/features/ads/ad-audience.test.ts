import { describe, expect, it } from 'vitest';
import { showsAds } from './ad-audience';

describe('showsAds', () => {
  it('shows ads to visitors and free members', () => {
    expect(showsAds({ sessionPro: null, proCookie: false })).toBe(true);
    expect(showsAds({ sessionPro: false, proCookie: false })).toBe(true);
  });

  it('never shows ads to PRO members, by session or by cookie, loaded or not', () => {
    expect(showsAds({ sessionPro: true, proCookie: false })).toBe(false);
    expect(showsAds({ sessionPro: true, proCookie: true })).toBe(false);
    expect(showsAds({ sessionPro: null, proCookie: true })).toBe(false);
    expect(showsAds({ sessionPro: false, proCookie: true })).toBe(false);
  });
});
