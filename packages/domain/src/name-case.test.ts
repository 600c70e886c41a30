import { describe, expect, it } from 'vitest';
import { normaliseNameCase } from './name-case.ts';

describe('normaliseNameCase', () => {
  it('title-cases ALL-CAPS names, small words lower case except first', () => {
    expect(normaliseNameCase('SUGAR LOAF')).toBe('Sugar Loaf');
    expect(normaliseNameCase('LAKE OF THE WOODS')).toBe('Lake of the Woods');
    expect(normaliseNameCase('THE PINES AT BEAR LAKE')).toBe('The Pines at Bear Lake');
    expect(normaliseNameCase('THEATER IN THE PINES')).toBe('Theater in the Pines');
    expect(normaliseNameCase('MCDONALD CREEK')).toBe('McDonald Creek');
    expect(normaliseNameCase("O'NEIL FLAT")).toBe("O'Neil Flat");
    expect(normaliseNameCase("BOWMAN'S BEAR CREEK")).toBe("Bowman's Bear Creek");
    expect(normaliseNameCase('W.P. FRANKLIN N')).toBe('W.P. Franklin N');
  });

  it('keeps acronyms upper case and tells vowel-less abbreviations from acronyms', () => {
    expect(normaliseNameCase('ALTO PIT OHV CAMPGROUND')).toBe('Alto Pit OHV Campground');
    expect(normaliseNameCase('ELK CREEK KOA')).toBe('Elk Creek KOA');
    expect(normaliseNameCase('SOUTH FORK BLM RV PARK')).toBe('South Fork BLM RV Park');
    expect(normaliseNameCase('USFS NPS USBR COE CCC CAMP')).toBe('USFS NPS USBR COE CCC Camp');
    expect(normaliseNameCase('RED CANYON NFS')).toBe('Red Canyon NFS');
    expect(normaliseNameCase('KEYSTONE II')).toBe('Keystone II');
    expect(normaliseNameCase('MT. PINOS CAMPGROUND')).toBe('Mt. Pinos Campground');
    expect(normaliseNameCase('WARD MTN. CAMPGROUND')).toBe('Ward Mtn. Campground');
    expect(normaliseNameCase('ST CHARLES CAMPGROUND')).toBe('St Charles Campground');
    expect(normaliseNameCase('EAGLE CREEK GRP SITE')).toBe('Eagle Creek Grp Site');
    expect(normaliseNameCase('XMHC BPW CAMP')).toBe('XMHC BPW Camp');
  });

  it('keeps a lone A (loop letters, initials) and bracketed state codes upper case', () => {
    expect(normaliseNameCase('WYANDOTTE A CAMPGROUND')).toBe('Wyandotte A Campground');
    expect(normaliseNameCase('JOES VALLEY GROUP SITE A')).toBe('Joes Valley Group Site A');
    expect(normaliseNameCase('RIVERSIDE (ID - TARGHEE)')).toBe('Riverside (ID - Targhee)');
    expect(normaliseNameCase('JEMEZ FALLS (NM) PICNIC AREA')).toBe('Jemez Falls (NM) Picnic Area');
    // Outside brackets OR and IN are words.
    expect(normaliseNameCase('CAMP OR PARK IN PINES')).toBe('Camp or Park in Pines');
  });

  it('capitalises the first word of each part of a name', () => {
    expect(normaliseNameCase('BUCK RIDGE - LAKE OF EGYPT')).toBe('Buck Ridge - Lake of Egypt');
    expect(normaliseNameCase('Sids Mountain Wilderness - The Wedge')).toBe('Sids Mountain Wilderness - The Wedge');
    expect(normaliseNameCase('Arlington House, The Robert E. Lee Memorial')).toBe(
      'Arlington House, The Robert E. Lee Memorial',
    );
  });

  it('keeps In capitalised in walk-in, boat-in and hike-in names', () => {
    expect(normaliseNameCase('JARVIES BOAT IN GROUP')).toBe('Jarvies Boat In Group');
    expect(normaliseNameCase('KALISPELL ISLAND BOAT-IN CAMPGROUND')).toBe('Kalispell Island Boat-In Campground');
    expect(normaliseNameCase('Walk In Campsites')).toBe('Walk In Campsites');
    expect(normaliseNameCase('Bluff Hike In Camping')).toBe('Bluff Hike In Camping');
  });

  it('title-cases all-lowercase names', () => {
    expect(normaliseNameCase('circle grove campsite')).toBe('Circle Grove Campsite');
    expect(normaliseNameCase('thru-hiker camp zone')).toBe('Thru-Hiker Camp Zone');
    expect(normaliseNameCase('1st come 1st served')).toBe('1st Come 1st Served');
    expect(normaliseNameCase('rv park by the lake')).toBe('RV Park by the Lake');
  });

  it('lowers only the capitalised small words of a Start Case name, every other word as written', () => {
    expect(normaliseNameCase('Black Canyon Of The Gunnison South Rim Campground')).toBe(
      'Black Canyon of the Gunnison South Rim Campground',
    );
    expect(normaliseNameCase('Black Canyon Of The Gunnison National Park')).toBe(
      'Black Canyon of the Gunnison National Park',
    );
    expect(normaliseNameCase('Craters Of The Moon National Monument & Preserve')).toBe(
      'Craters of the Moon National Monument & Preserve',
    );
    expect(normaliseNameCase('Port Of Arlington RV and Marina Park')).toBe('Port of Arlington RV and Marina Park');
    expect(normaliseNameCase('Hole In The Wall - Mojave National Preserve')).toBe(
      'Hole in the Wall - Mojave National Preserve',
    );
    expect(normaliseNameCase('McKenzie Bridge Of The Cascades')).toBe('McKenzie Bridge of the Cascades');
  });

  it('leaves names that are cased on purpose, and codes, alone', () => {
    for (const name of [
      'Wrights Lake Campground',
      'KOA Holiday',
      'Olallie on McKenzie Highway - Willamette',
      'Lake of the Woods',
      'Crack-In-The-Ground',
      'Alfred A Loeb State Park',
      'Stone Lagoon Boat-In Campground',
      'Canyon Creek Summer Camp at the Oaks Ranch',
      'CS0593',
      '14a',
      'w',
    ]) {
      expect(normaliseNameCase(name), name).toBe(name);
    }
  });

  it('collapses spaces and is idempotent', () => {
    expect(normaliseNameCase('  MAPLE   GROVE ')).toBe('Maple Grove');
    for (const name of ['LAKE OF THE WOODS', 'Hole In The Ground', 'free campsite', 'ELK CREEK KOA']) {
      const once = normaliseNameCase(name);
      expect(normaliseNameCase(once)).toBe(once);
    }
  });
});
