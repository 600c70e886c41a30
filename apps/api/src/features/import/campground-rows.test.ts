import { describe, expect, it } from 'vitest';
import { emptyCandidate } from './campground-candidate.ts';
import { campgroundContent, campgroundRow, chooseExternalKey, contentHash } from './campground-rows.ts';
import type { FinalCampground } from './finalize-campgrounds.ts';
import { mergeCluster } from './merge-campgrounds.ts';

function final(): FinalCampground {
  const located = (source: 'ridb' | 'osm', id: string) => ({
    ...emptyCandidate(source, id, 39.1565, -106.389),
    name: 'Halfmoon',
    regionCode: 'CO',
    offshore: false,
  });
  return {
    ...mergeCluster([located('osm', '501'), located('ridb', '1001')]),
    name: 'Halfmoon',
    hasOwnName: true,
    quality: 40,
  };
}

describe('chooseExternalKey', () => {
  it('uses the preferred source key for a new campground', () => {
    expect(chooseExternalKey(final(), new Set())).toBe('ridb:1001');
  });

  it('keeps a key already in the table', () => {
    expect(chooseExternalKey(final(), new Set(['osm:501']))).toBe('osm:501');
  });
});

describe('contentHash', () => {
  it('is stable for equal content and changes with any field', () => {
    const content = campgroundContent(final());
    expect(contentHash(content)).toBe(contentHash(campgroundContent(final())));
    expect(contentHash(content)).toMatch(/^[0-9a-f]{40}$/);
    expect(contentHash({ ...content, phone: '719-486-0749' })).not.toBe(contentHash(content));
    expect(contentHash({ ...content, amenities: ['toilets'] })).not.toBe(contentHash(content));
    expect(contentHash({ ...content, quality: 41 })).not.toBe(contentHash(content));
  });

  it('does not depend on the slug or key', () => {
    const content = campgroundContent(final());
    expect(campgroundRow(content, 'ridb:1001', 'halfmoon').contentHash).toBe(
      campgroundRow(content, 'osm:501', 'halfmoon-2').contentHash,
    );
  });
});
