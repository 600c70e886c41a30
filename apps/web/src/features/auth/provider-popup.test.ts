import { describe, expect, it } from 'vitest';
import { isSignInCompleteMessage, popupFeatures, PROVIDER_SIGN_IN_COMPLETE } from './provider-popup';

describe('popupFeatures', () => {
  it('opens 700x800 centred over the window, never off-screen', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 1000 })).toBe(
      'width=700,height=800,left=400,top=150,resizable=yes,scrollbars=yes',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 640 })).toContain('left=0,top=0');
  });
});

describe('isSignInCompleteMessage', () => {
  const popup = {};
  const expected = { origin: 'https://campwise.example', source: popup };
  const data = { type: PROVIDER_SIGN_IN_COMPLETE };

  it('accepts our popup on our origin', () => {
    expect(isSignInCompleteMessage({ origin: 'https://campwise.example', source: popup, data }, expected)).toBe(true);
  });

  it('ignores other origins, other windows and other messages', () => {
    expect(isSignInCompleteMessage({ origin: 'https://evil.example', source: popup, data }, expected)).toBe(false);
    expect(isSignInCompleteMessage({ origin: 'https://campwise.example', source: {}, data }, expected)).toBe(false);
    expect(
      isSignInCompleteMessage({ origin: 'https://campwise.example', source: popup, data: 'hello' }, expected),
    ).toBe(false);
  });
});
