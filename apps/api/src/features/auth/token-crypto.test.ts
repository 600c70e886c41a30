import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, secretsEqual } from './token-crypto.ts';

describe('generateToken', () => {
  it('gives 256 random bits, URL-safe, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });
});

describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('differs from the token and between tokens', () => {
    const token = generateToken();
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });
});

describe('secretsEqual', () => {
  it('accepts only the same secret, whatever the lengths', () => {
    expect(secretsEqual('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretsEqual('s3cret-valuf', 's3cret-value')).toBe(false);
    expect(secretsEqual('s3cret', 's3cret-value')).toBe(false);
    expect(secretsEqual('', 's3cret-value')).toBe(false);
  });
});
