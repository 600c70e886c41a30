import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('title-cases ALL-CAPS names sensibly', () => {
    expect(displayName('SUGAR LOAF')).toBe('Sugar Loaf');
    expect(displayName('ALTO PIT OHV CAMPGROUND')).toBe('Alto Pit OHV Campground');
    expect(displayName('LAKE OF THE WOODS')).toBe('Lake of the Woods');
    expect(displayName('MCDONALD CREEK')).toBe('McDonald Creek');
    expect(displayName("O'NEIL FLAT")).toBe("O'Neil Flat");
    expect(displayName("BOWMAN'S BEAR CREEK")).toBe("Bowman's Bear Creek");
    expect(displayName('WYANDOTTE A CAMPGROUND')).toBe('Wyandotte A Campground');
  });

  it('drops the RIDB state tag and extra spaces', () => {
    expect(displayName('TEN MILE CAMPGROUND (CA)')).toBe('Ten Mile Campground');
    expect(displayName('  MAPLE GROVE ')).toBe('Maple Grove');
    expect(displayName('Cherokee (Arkansas River)')).toBe('Cherokee (Arkansas River)');
  });

  it('leaves mixed-case names alone', () => {
    expect(displayName('Wrights Lake Campground')).toBe('Wrights Lake Campground');
    expect(displayName('KOA Holiday')).toBe('KOA Holiday');
  });
});
