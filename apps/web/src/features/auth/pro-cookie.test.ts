import { describe, expect, it } from 'vitest';
import { hasProCookie, proCookie } from './pro-cookie';

describe('PRO cookie', () => {
  it('is set site-wide, SameSite=Lax, Secure on https', () => {
    expect(proCookie(true, false)).toBe('campwise-pro-user=true; Path=/; SameSite=Lax');
    expect(proCookie(true, true)).toBe('campwise-pro-user=true; Path=/; SameSite=Lax; Secure');
  });

  it('is cleared by expiring it on the same path', () => {
    expect(proCookie(false, false)).toBe('campwise-pro-user=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is read from a cookie header', () => {
    expect(hasProCookie('a=1; campwise-pro-user=true; b=2')).toBe(true);
    expect(hasProCookie('a=1; campwise-pro-user-x=true')).toBe(false);
    expect(hasProCookie('')).toBe(false);
  });
});
