import { describe, expect, it } from 'vitest';
import { analyticsPageName } from './analytics-page-name';

describe('analyticsPageName', () => {
  it("names the magazine 'Magazine'", () => {
    expect(analyticsPageName('/magazine')).toBe('Magazine');
    expect(analyticsPageName('/magazine?page=2')).toBe('Magazine');
    expect(analyticsPageName('/magazine/')).toBe('Magazine');
  });

  it("names every path containing /media 'Campground Media'", () => {
    expect(analyticsPageName('/camping/utah/devils-garden/media')).toBe('Campground Media');
    expect(analyticsPageName('/camping/utah/devils-garden/media/42')).toBe('Campground Media');
    expect(analyticsPageName('/media')).toBe('Campground Media');
  });

  it('gives other paths no special name, whatever their query says', () => {
    expect(analyticsPageName('/guides/free-camping/utah')).toBeNull();
    expect(analyticsPageName('/magazines')).toBeNull();
    expect(analyticsPageName('/search?filters=/media')).toBeNull();
    expect(analyticsPageName('/')).toBeNull();
  });
});
