import { describe, expect, it } from 'vitest';
import { readAccessToken } from './authenticate.ts';

describe('readAccessToken', () => {
  it('reads a bearer token, whatever the case of the scheme', () => {
    expect(readAccessToken({ authorization: 'Bearer abc_DEF-123' })).toBe('abc_DEF-123');
    expect(readAccessToken({ authorization: 'bearer abc' })).toBe('abc');
  });

  it('reads x-access-token', () => {
    expect(readAccessToken({ 'x-access-token': ' abc ' })).toBe('abc');
  });

  it('prefers the Authorization header when both are sent', () => {
    expect(readAccessToken({ authorization: 'Bearer one', 'x-access-token': 'two' })).toBe('one');
  });

  it('ignores other schemes and empty values', () => {
    expect(readAccessToken({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(readAccessToken({ authorization: 'Bearer ' })).toBeNull();
    expect(readAccessToken({ 'x-access-token': '' })).toBeNull();
    expect(readAccessToken({})).toBeNull();
  });
});
