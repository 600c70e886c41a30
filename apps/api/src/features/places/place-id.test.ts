import { describe, expect, it } from 'vitest';
import { formatPlaceId, parsePlaceId } from './place-id.ts';

describe('parsePlaceId', () => {
  it.each([
    ['state:UT', { kind: 'state', sourceId: 'UT' }],
    ['city:1840020232', { kind: 'city', sourceId: '1840020232' }],
    ['park:arch', { kind: 'park', sourceId: 'arch' }],
    ['forest:manti-la-sal-national-forest', { kind: 'forest', sourceId: 'manti-la-sal-national-forest' }],
  ])('reads %s', (text, ref) => {
    expect(parsePlaceId(text)).toEqual(ref);
    expect(formatPlaceId(ref)).toBe(text);
  });

  it.each(['', 'arch', 'town:1', 'city:', 'city:1:2', 'park:a b', `city:${'1'.repeat(121)}`, 'CITY:1'])(
    'rejects %j',
    (text) => {
      expect(parsePlaceId(text)).toBeNull();
    },
  );
});
