import { CLICK_LABEL_MAX_LENGTH } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { clickLabel } from './click-label';

describe('clickLabel', () => {
  it('keeps a short label as it is, on one line', () => {
    expect(clickLabel('  Free camping\n maps  ')).toBe('Free camping maps');
  });

  it('cuts a long label to 50 characters', () => {
    const long = 'Snag sold-out campsites: we tell you the moment one opens up';
    expect(CLICK_LABEL_MAX_LENGTH).toBe(50);
    expect(clickLabel(long)).toBe('Snag sold-out campsites: we tell you the moment on');
    expect(clickLabel(long)).toHaveLength(50);
    expect(clickLabel('x'.repeat(50))).toHaveLength(50);
  });

  it('never splits a character made of two code units, nor ends in a space', () => {
    const label = clickLabel(`${'a'.repeat(49)}🏕️ camp`);
    expect(Array.from(label)).toHaveLength(50);
    expect(label.endsWith('🏕')).toBe(true);
    expect(clickLabel(`${'a'.repeat(49)} b`)).toBe('a'.repeat(49));
  });
});
