import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  const origin = 'http://127.0.0.1:3000';

  it('keeps a path on the page’s own origin, query and fragment included', () => {
    expect(sameOriginPath('/', origin)).toBe('/');
    expect(sameOriginPath('/trips?sort=new#top', origin)).toBe('/trips?sort=new#top');
    expect(sameOriginPath('http://127.0.0.1:3000/account', origin)).toBe('/account');
  });

  it('never leaves the origin: other hosts, ports, schemes and protocol-relative tricks go home', () => {
    for (const target of [
      'http://localhost:3000/',
      'http://127.0.0.1:3001/',
      'https://127.0.0.1:3000/',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
      'http://[bad',
    ]) {
      expect(sameOriginPath(target, origin), target).toBe('/');
    }
  });
});
