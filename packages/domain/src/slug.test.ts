import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, strips accents and punctuation, joins words with hyphens', () => {
    expect(slugify('Big Bend N.P. — Chisos Basin')).toBe('big-bend-n-p-chisos-basin');
    expect(slugify('Café Ñandú')).toBe('cafe-nandu');
    expect(slugify("Bowman's Bear Creek Lodge & Cafe")).toBe('bowmans-bear-creek-lodge-and-cafe');
  });
  it('cuts long names at a word boundary', () => {
    expect(slugify('word '.repeat(40), 20)).toBe('word-word-word-word');
  });
});

describe('uniqueSlug', () => {
  it('appends the first free number', () => {
    expect(uniqueSlug('pine', new Set())).toBe('pine');
    expect(uniqueSlug('pine', new Set(['pine', 'pine-2']))).toBe('pine-3');
  });
});
