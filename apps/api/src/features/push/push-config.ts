// The web push settings (docs/api-alerts.md "Web push"), read from the environment in
// app-config.ts like every other setting. Without a VAPID key pair push is off.
export interface PushConfig {
  /** VAPID_PUBLIC_KEY: handed to browsers to subscribe with (base64url, 65 bytes). */
  vapidPublicKey?: string | undefined;
  /** VAPID_PRIVATE_KEY: signs each request to a push service. */
  vapidPrivateKey?: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact the push services may write to. */
  vapidSubject: string;
  /** PUSH_ALLOW_INSECURE_ENDPOINTS: http:// loopback and private-address push services (tests only). */
  pushAllowInsecureEndpoints: boolean;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The key pair when push is on; null when either key is missing. */
export function vapidKeys(config: PushConfig): VapidKeys | null {
  if (!config.vapidPublicKey || !config.vapidPrivateKey) return null;
  return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject: config.vapidSubject };
}

/** Whether push is on: whoever has something to push queues it only then. */
export function pushEnabled(config: PushConfig): boolean {
  return vapidKeys(config) !== null;
}
