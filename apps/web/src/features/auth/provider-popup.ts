// Google, Apple and Facebook sign-in run in a 700x800 popup (spec section 2), so the page the
// visitor was on, and anything half-done on it, stays put. The popup ends on /signin/complete,
// which tells this window and closes. When popups are blocked the sign-in takes the whole page.
import { PROVIDER_POPUP_SIZE } from '@campwise/domain';

export const PROVIDER_SIGN_IN_COMPLETE = 'campwise:provider-sign-in-complete';
const POPUP_NAME = 'campwise-provider-sign-in';

export interface WindowBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features for a popup centred over the current window. */
export function popupFeatures(opener: WindowBox): string {
  const { width, height } = PROVIDER_POPUP_SIZE;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Only our own popup, on our own origin, may report a finished sign-in. */
export function isSignInCompleteMessage(
  message: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): boolean {
  return (
    message.origin === expected.origin &&
    message.source === expected.source &&
    typeof message.data === 'object' &&
    message.data !== null &&
    (message.data as { type?: unknown }).type === PROVIDER_SIGN_IN_COMPLETE
  );
}

// Providers' pages may set Cross-Origin-Opener-Policy, which cuts the popup off from its opener
// (window.opener becomes null and `popup.closed` reads true). A same-origin BroadcastChannel
// still connects the two, so the popup announces on both.
const CHANNEL_NAME = 'campwise-provider-sign-in';
// How long an opener waits for a popup that never reports; a sign-in takes far less.
const LISTEN_MS = 10 * 60 * 1000;

/** Called by /signin/complete in the popup. */
export function announceSignInComplete(): void {
  const message = { type: PROVIDER_SIGN_IN_COMPLETE };
  window.opener?.postMessage(message, window.location.origin);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
}

/**
 * Opens the provider popup and calls `onComplete` once it reports success. Returns null when
 * the popup was blocked (the caller then signs in with a full-page redirect), otherwise a
 * function that stops listening.
 */
export function openProviderPopup(providerId: string, onComplete: () => void): (() => void) | null {
  const popup = window.open(`/signin/${encodeURIComponent(providerId)}`, POPUP_NAME, popupFeatures(window));
  if (!popup) return null;
  popup.focus();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  const stop = () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
    window.clearTimeout(timeout);
  };
  const complete = () => {
    stop();
    onComplete();
  };
  const onMessage = (event: MessageEvent) => {
    if (isSignInCompleteMessage(event, { origin: window.location.origin, source: popup })) complete();
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PROVIDER_SIGN_IN_COMPLETE) complete();
    };
  }
  const timeout = window.setTimeout(stop, LISTEN_MS);
  window.addEventListener('message', onMessage);
  return stop;
}
