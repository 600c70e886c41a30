import { describe, expect, it } from 'vitest';
import { addedNote } from './added-note';

describe('addedNote', () => {
  it('says the list holds what came after the first import, and when that was', () => {
    const { note, empty } = addedNote(3, new Date('2026-06-10T23:30:00Z'));
    expect(note).toBe(
      '3 campgrounds added since our first data import on June 10, 2026: suggestions from campers and owners our editors approved, and new ones from later data refreshes. Latest first.',
    );
    expect(empty).toBe(
      'None yet: every campground on Campwise so far came with our first data import on June 10, 2026.',
    );
    expect(addedNote(1, new Date('2026-06-10T00:00:00Z')).note).toMatch(/^1 campground added since/);
  });

  it('without an import on record, lists the newest of all', () => {
    expect(addedNote(1200, null).note).toBe('The newest of 1,200 campgrounds on Campwise, latest first.');
  });
});
