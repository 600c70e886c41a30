import { describe, expect, it } from 'vitest';
import { isChoosable, type SiteChoice, siteFacts, sitePrice, siteStatus, toSiteChoice } from './site-choices';

const SITE: SiteChoice = {
  id: '17',
  name: 'Site 12',
  siteTypeName: 'Full-hookup RV sites',
  kind: 'rv',
  capacity: 8,
  available: true,
  nights: 3,
  stayCents: 14500,
  unavailableReason: null,
};

describe('site choices', () => {
  it('read the API record', () => {
    expect(
      toSiteChoice({
        id: '17',
        type: 'sites',
        name: 'Site 12',
        siteTypeName: 'Full-hookup RV sites',
        kind: 'rv',
        capacity: 8,
        available: null,
        nights: null,
        stayCents: null,
        unavailableReason: null,
      }),
    ).toEqual({ ...SITE, available: null, nights: null, stayCents: null });
  });

  it('offer free sites and the camper’s own held one, not taken ones', () => {
    const taken = { ...SITE, available: false, unavailableReason: 'booked' };
    expect(isChoosable(SITE, null)).toBe(true);
    expect(isChoosable(taken, null)).toBe(false);
    expect(isChoosable(taken, '17')).toBe(true);
    expect(siteStatus(taken, '17')).toBe('Held for you');
    expect(siteStatus(taken, null)).toBe('Booked for some of these nights');
    expect(siteStatus({ ...SITE, available: false, unavailableReason: 'min-stay' }, null)).toBe(
      'Stay is shorter than the minimum',
    );
  });

  it('say nothing about availability before dates are chosen', () => {
    expect(siteStatus({ ...SITE, available: null }, null)).toBeNull();
    expect(sitePrice({ ...SITE, stayCents: null })).toBeNull();
  });

  it('price the stay and list the facts', () => {
    expect(sitePrice(SITE)).toBe('$145.00 for 3 nights');
    expect(siteFacts(SITE)).toBe('Full-hookup RV sites · Up to 8 people');
  });
});
