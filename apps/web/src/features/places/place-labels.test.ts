import { describe, expect, it } from 'vitest';
import {
  areaCountText,
  designationText,
  nearCountText,
  nearRadiusMiles,
  placeHeadingName,
  populationText,
} from './place-labels';

describe('place labels', () => {
  it('says the near radius in whole miles', () => {
    expect(nearRadiusMiles()).toBe(31);
    expect(nearRadiusMiles({ nearRadiusKm: 80 })).toBe(50);
    expect(nearCountText({ nearCount: 62, nearRadiusKm: 50 })).toBe('62 campgrounds within 31 mi');
    expect(nearCountText({ nearCount: 1, nearRadiusKm: null })).toBe('1 campground within 31 mi');
  });

  it('counts campgrounds in parks and forests only', () => {
    expect(areaCountText({ kind: 'park', areaCount: 3 })).toBe('3 campgrounds in the park');
    expect(areaCountText({ kind: 'forest', areaCount: 1 })).toBe('1 campground in the forest');
    expect(areaCountText({ kind: 'forest', areaCount: null })).toBeNull();
    expect(areaCountText({ kind: 'park', areaCount: 0 })).toBe('No campgrounds in the park');
    expect(areaCountText({ kind: 'city', areaCount: 4 })).toBeNull();
  });

  it('labels parks by designation, leaving out forests and "Other"', () => {
    expect(designationText({ kind: 'park', designation: 'National Monument' })).toBe('National Monument');
    expect(designationText({ kind: 'park', designation: 'Other' })).toBeNull();
    expect(designationText({ kind: 'forest', designation: 'National Forest' })).toBeNull();
    expect(designationText({ kind: 'city', designation: null })).toBeNull();
  });

  it('writes population and heading names', () => {
    expect(populationText({ population: 5366 })).toBe('Population 5,366');
    expect(populationText({ population: null })).toBeNull();
    expect(placeHeadingName({ kind: 'city', name: 'Moab' }, 'Utah')).toBe('Moab, Utah');
    expect(placeHeadingName({ kind: 'park', name: 'Arches National Park' }, 'Utah')).toBe('Arches National Park');
  });
});
