import { describe, expect, it } from 'vitest';
import { findIllFormedText, isWellFormedText } from './well-formed-text.ts';

describe('isWellFormedText', () => {
  it('refuses NUL and unpaired surrogates, accepts pairs', () => {
    expect(isWellFormedText('Moab 🏕️ ok')).toBe(true);
    expect(isWellFormedText('a\u0000b')).toBe(false);
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('x\udc00')).toBe(false);
    expect(isWellFormedText('\udc00\ud800')).toBe(false);
  });
});

describe('findIllFormedText', () => {
  it('points at the first bad value or member name, escaping the pointer', () => {
    expect(findIllFormedText({ a: ['ok', { b: 'x\u0000' }] })).toBe('/a/1/b');
    expect(findIllFormedText({ 'a/b~': { 'c\ud800': 1 } })).toBe('/a~1b~0/c\ud800');
    expect(findIllFormedText('\u0000')).toBe('');
    expect(findIllFormedText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(findIllFormedText(undefined)).toBeNull();
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findIllFormedText(deep)).toBe('/0'.repeat(200_000));
  });
});
