import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

// The casing rules themselves are normaliseNameCase's (packages/domain/src/name-case.test.ts).
describe('displayName', () => {
  it('cases names by the domain rules', () => {
    expect(displayName('LAKE OF THE WOODS')).toBe('Lake of the Woods');
    expect(displayName('Black Canyon Of The Gunnison South Rim Campground')).toBe(
      'Black Canyon of the Gunnison South Rim Campground',
    );
    expect(displayName('KOA Holiday')).toBe('KOA Holiday');
  });

  it('drops the RIDB state tag and extra spaces', () => {
    expect(displayName('TEN MILE CAMPGROUND (CA)')).toBe('Ten Mile Campground');
    expect(displayName('  MAPLE GROVE ')).toBe('Maple Grove');
    expect(displayName('Cherokee (Arkansas River)')).toBe('Cherokee (Arkansas River)');
  });
});
