import { describe, expect, it } from 'vitest';
import { isGenericName, matchNames, nameTokens } from './name-similarity.ts';

describe('nameTokens', () => {
  it('drops campground vocabulary, expands abbreviations and singularises', () => {
    expect(nameTokens('The Pines Campground')).toEqual(['pine']);
    expect(nameTokens('Twin Lakes Rec Area CG')).toEqual(['twin', 'lake']);
    expect(nameTokens('Bear Mtn. RV Park & Camp')).toEqual(['bear', 'mountain']);
    expect(nameTokens("Café Ñandú's Camp")).toEqual(['cafe', 'nandu']);
  });
});

describe('matchNames', () => {
  it.each([
    ['Wrights Lake', 'Wrights Lake Campground'],
    ['SUGAR LOAF', 'Sugarloaf Campground'],
    ['Crystal Lake Rec Area', 'Crystal Lake Recreation Area'],
    ['Ackerman', 'Ackerman CG'],
  ])('"%s" and "%s" are identical', (a, b) => {
    expect(matchNames(a, b)).toBe('identical');
  });

  it.each([
    ['Acorn', 'Acorn - New Hogan Lake'],
    ['Big Pine', 'Big Pine Creek'],
    ['Riley Creek Campground', 'Riley Creek - Denali National Park'],
    ['Egin Lakes', 'Egin Lakes - St. Anthony Dunes'],
  ])('"%s" and "%s" are similar', (a, b) => {
    expect(matchNames(a, b)).toBe('similar');
  });

  it.each([
    ['Lake', 'Bear Lake'],
    ['Bear Creek', 'Elk Creek'],
    ['Sugar Loaf', 'Sugar Loaf Group'],
    ['Upper Pines', 'Lower Pines'],
    ['Saganaga Lake #1', 'Saganaga Lake #2'],
    ['Wolf Creek A Loop', 'Wolf Creek C Loop'],
    ['Grizzly Creek', 'Grizzly Creek Guard Station'],
    ['Campground', 'RV Park'],
  ])('"%s" and "%s" are different places', (a, b) => {
    expect(matchNames(a, b)).toBeNull();
  });
});

describe('isGenericName', () => {
  it('flags names that say what but not which', () => {
    expect(isGenericName(null)).toBe(true);
    expect(isGenericName('Campsite')).toBe(true);
    expect(isGenericName('Primitive Campsite 4')).toBe(true);
    expect(isGenericName('Group Site B')).toBe(true);
    expect(isGenericName('Moose Lake')).toBe(false);
  });
});
