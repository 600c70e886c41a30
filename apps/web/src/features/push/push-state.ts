// What the "Get alerts on this device" switch shows, derived from what the browser and the server
// say; pure, so it is tested without a browser.

/**
 * checking: not known yet. unsupported: this browser has no web push (or the page is not a secure
 * context). server-off: the server has no VAPID keys. blocked: the visitor (or their browser)
 * denied notifications for the site. on / off: subscribed here or not.
 */
export type PushState = 'checking' | 'unsupported' | 'server-off' | 'blocked' | 'off' | 'on';

export interface PushEnvironment {
  supported: boolean;
  serverEnabled: boolean;
  permission: NotificationPermission;
  /** This browser holds a subscription made with the server's current key. */
  subscribed: boolean;
}

export function derivePushState(environment: PushEnvironment): PushState {
  if (!environment.supported) return 'unsupported';
  if (!environment.serverEnabled) return 'server-off';
  if (environment.permission === 'denied') return 'blocked';
  return environment.subscribed && environment.permission === 'granted' ? 'on' : 'off';
}

/** The parts of `window` web push needs. */
export interface PushCapableWindow {
  isSecureContext: boolean;
  navigator: { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: unknown;
}

export function supportsPush(scope: PushCapableWindow): boolean {
  return (
    scope.isSecureContext &&
    scope.navigator.serviceWorker !== undefined &&
    scope.PushManager !== undefined &&
    scope.Notification !== undefined
  );
}

/** A base64url key as the bytes PushManager.subscribe() wants for applicationServerKey. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription's applicationServerKey is the server's key (it changes if keys are replaced). */
export function sameKey(subscriptionKey: ArrayBuffer | null, serverKey: string): boolean {
  if (subscriptionKey === null) return false;
  const expected = base64UrlToBytes(serverKey);
  const actual = new Uint8Array(subscriptionKey);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

/** What the switch says under its label in each state. */
export const PUSH_NOTES: Record<PushState, string> = {
  checking: 'Checking whether this browser can show notifications…',
  unsupported:
    'This browser can’t show Campwise notifications. Use a recent Chrome, Edge, Firefox or Safari; on an iPhone or iPad, add Campwise to your Home Screen and open it from there.',
  'server-off': 'Notifications on your devices are turned off on this Campwise server.',
  blocked: 'Notifications are blocked for Campwise in this browser.',
  off: 'Turn this on to get a notification on this device when a site you’re watching opens up.',
  on: 'On: this device gets a notification when a site you’re watching opens up.',
};

/** How to lift a block: only the visitor can, in the browser's site settings. */
export const HOW_TO_ALLOW =
  'To allow them, click the icon at the left of the address bar (a lock or sliders), set Notifications to Allow, then reload this page. On a phone, open the browser’s settings for this site.';
