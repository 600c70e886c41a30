import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

describe('parseFormBody', () => {
  it('decodes names and values, plus signs as spaces', () => {
    expect(parseFormBody('grant_type=password&username=a%2Bb%40c.de&password=two+words%26more')).toEqual({
      grant_type: 'password',
      username: 'a+b@c.de',
      password: 'two words&more',
    });
  });

  it('keeps empty values and names without a value', () => {
    expect(parseFormBody('a=&b')).toEqual({ a: '', b: '' });
  });

  it('gives an empty object for an empty body', () => {
    expect(parseFormBody('')).toEqual({});
  });

  it('turns a repeated name into a list', () => {
    expect(parseFormBody('scope=a&scope=b&scope=c')).toEqual({ scope: ['a', 'b', 'c'] });
  });

  it('does not let names reach the prototype', () => {
    const parsed = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(parsed.constructor).toBe('y');
  });
});
