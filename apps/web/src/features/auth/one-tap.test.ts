import { describe, expect, it } from 'vitest';
import { type OneTapContext, shouldOfferOneTap } from './one-tap';

const desktop: OneTapContext = {
  clientId: 'google-client-id',
  status: 'unauthenticated',
  windowWidth: 1280,
  coarsePointer: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  pathname: '/',
};

describe('shouldOfferOneTap', () => {
  it('offers one-tap to signed-out desktop visitors', () => {
    expect(shouldOfferOneTap(desktop)).toBe(true);
    expect(shouldOfferOneTap({ ...desktop, windowWidth: 600 })).toBe(true);
  });

  it('stays away without a client id, with a session or while it loads', () => {
    expect(shouldOfferOneTap({ ...desktop, clientId: null })).toBe(false);
    expect(shouldOfferOneTap({ ...desktop, status: 'authenticated' })).toBe(false);
    expect(shouldOfferOneTap({ ...desktop, status: 'loading' })).toBe(false);
  });

  it('stays away from narrow windows and mobile devices', () => {
    expect(shouldOfferOneTap({ ...desktop, windowWidth: 599 })).toBe(false);
    expect(shouldOfferOneTap({ ...desktop, coarsePointer: true })).toBe(false);
    expect(
      shouldOfferOneTap({
        ...desktop,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      }),
    ).toBe(false);
  });

  it('stays out of the provider popup', () => {
    expect(shouldOfferOneTap({ ...desktop, pathname: '/signin/google' })).toBe(false);
    expect(shouldOfferOneTap({ ...desktop, pathname: '/signin' })).toBe(true);
  });
});
