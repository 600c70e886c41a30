import { describe, expect, it } from 'vitest';
import { excerpt, textParagraphs } from './plain-text';

describe('textParagraphs', () => {
  it('keeps line breaks and paragraphs, and markup as plain text', () => {
    expect(textParagraphs('Great spot.\r\nQuiet nights.\n\n\n<b>Bring</b> bug spray')).toEqual([
      ['Great spot.', 'Quiet nights.'],
      ['<b>Bring</b> bug spray'],
    ]);
    expect(textParagraphs('\n\n  \n')).toEqual([]);
  });
});

describe('excerpt', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(excerpt('Short one', 20)).toBe('Short one');
    expect(excerpt('The creek runs right past site twelve', 20)).toBe('The creek runs…');
  });
});
