import { describe, expect, it } from 'vitest';
import { supportHiddenOn } from './support-paths';

describe('supportHiddenOn', () => {
  it('hides the widget on /pro, /manager and /checkout and every page below them', () => {
    for (const path of [
      '/pro',
      '/pro/',
      '/pro/subscribe',
      '/pro/checkout',
      '/pro/gift',
      '/pro/free-camping-maps',
      '/manager',
      '/manager/anything',
      '/checkout',
      '/checkout/res_1/step/dates',
    ]) {
      expect(supportHiddenOn(path), path).toBe(true);
    }
  });

  it('hides it on /search and /special-offer, and any page that comes below them', () => {
    expect(supportHiddenOn('/search')).toBe(true);
    expect(supportHiddenOn('/search/map')).toBe(true);
    expect(supportHiddenOn('/special-offer/summer')).toBe(true);
    expect(supportHiddenOn('/search/')).toBe(true);
    expect(supportHiddenOn('/search?filters=%7B%7D')).toBe(true);
    expect(supportHiddenOn('/special-offer')).toBe(true);
  });

  it('shows it everywhere else, including paths that only start with the same letters', () => {
    for (const path of [
      '/',
      '/camping/utah',
      '/camping/utah/arches-campground',
      '/alerts',
      '/account',
      '/admin',
      '/claim',
      '/signin',
      '/professional',
      '/problems',
      '/managers',
      '/checkouts',
      '/searching',
      '/special-offers',
      '/camping/pro',
      '/guides/pro/tips',
    ]) {
      expect(supportHiddenOn(path), path).toBe(false);
    }
  });
});
