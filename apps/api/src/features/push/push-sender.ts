// Sending one notification to one browser's push subscription, behind an interface: the web-push
// adapter (web-push-sender.ts) in the app, the same adapter against a local push service in tests.

/** What the browser stored when it subscribed (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's authentication secret, base64url. */
  auth: string;
}

/** What the service worker shows (apps/web/public/sw.js reads exactly these). */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on the web app the notification opens. */
  url: string;
  /** Notices with one tag replace each other on the device. */
  tag?: string | undefined;
}

/**
 * delivered: the push service took it. gone: the subscription is no more (the service answered
 * 404 or 410, or its endpoint is one the server may not reach) and should be forgotten. Any other
 * failure throws, so the job is tried again.
 */
export type PushOutcome = 'delivered' | 'gone';

export interface PushSender {
  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome>;
}
