import { describe, expect, it } from 'vitest';
import { visiblePages } from './visible-pages';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last pages and two either side of the current one', () => {
    expect(visiblePages(1, 22)).toEqual([1, 2, 3, 'gap', 22]);
    expect(visiblePages(10, 22)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 22]);
    expect(visiblePages(22, 22)).toEqual([1, 'gap', 20, 21, 22]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(visiblePages(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
