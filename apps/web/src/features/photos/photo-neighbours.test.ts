import { describe, expect, it } from 'vitest';
import { neighbours } from './photo-neighbours';

describe('neighbours', () => {
  it('wraps around the ends', () => {
    expect(neighbours(['a', 'b', 'c'], 0)).toEqual({ previous: 'c', next: 'b' });
    expect(neighbours(['a', 'b', 'c'], 2)).toEqual({ previous: 'b', next: 'a' });
    expect(neighbours(['a'], 0)).toEqual({ previous: null, next: null });
  });
});
