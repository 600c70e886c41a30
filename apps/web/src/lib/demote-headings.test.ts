import { describe, expect, it } from 'vitest';
import { demoteHeadings } from './demote-headings';

describe('demoteHeadings', () => {
  it('turns h1 and h2 into h3 and leaves other tags alone', () => {
    expect(demoteHeadings('<h1 class="x">Title</h1><H2>Overview</H2><h3>Sites</h3><hr><p>Text</p>')).toBe(
      '<h3 class="x">Title</h3><h3>Overview</h3><h3>Sites</h3><hr><p>Text</p>',
    );
  });
});
