import { describe, expect, it } from 'vitest';
import { pageName } from './page-name';

describe('pageName', () => {
  it('names the kind of page', () => {
    expect(pageName('/')).toBe('Home');
    expect(pageName('/search')).toBe('Search');
    expect(pageName('/pro/checkout')).toBe('PRO');
    expect(pageName('/camping/ca')).toBe('Region');
    expect(pageName('/camping/ca/cities')).toBe('Region List');
    expect(pageName('/camping/ca/yosemite-upper-pines')).toBe('Campground');
    expect(pageName('/forgotpassword')).toBe('Forgotpassword');
    expect(pageName('/newsletter/confirm')).toBe('Newsletter');
    expect(pageName('/camping/ca/yosemite-upper-pines/media')).toBe('Campground Media');
    expect(pageName('/magazine')).toBe('Magazine');
  });
});
