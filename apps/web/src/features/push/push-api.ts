// The web push calls (docs/api-alerts.md "Web push"): the server's push config (public) and the
// signed-in member's subscription of this browser.
import { z } from 'zod';
import { API_BASE_PATH } from '@campwise/domain';
import type { ApiClient } from '@/lib/api-client';

export interface PushConfig {
  enabled: boolean;
  /** The VAPID public key (base64url) this browser subscribes with; null when push is off. */
  vapidPublicKey: string | null;
}

const pushConfigDocumentSchema = z.object({
  data: z.object({
    attributes: z.object({ enabled: z.boolean(), 'vapid-public-key': z.string().nullable() }),
  }),
});

/** What POST /push-subscriptions takes: PushSubscription.toJSON()'s endpoint and keys. */
export interface SubscriptionAttributes {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function loadPushConfig(client: ApiClient): Promise<PushConfig> {
  const { data } = pushConfigDocumentSchema.parse(await client.getJson(`${API_BASE_PATH}/push-config`));
  return {
    enabled: data.attributes.enabled && data.attributes['vapid-public-key'] !== null,
    vapidPublicKey: data.attributes['vapid-public-key'],
  };
}

/** The attributes of a subscription's JSON, or null when the browser left out its keys. */
export function subscriptionAttributes(json: {
  endpoint?: string | undefined;
  keys?: Record<string, string> | undefined;
}): SubscriptionAttributes | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Stores (or moves to the caller) this browser's subscription; answers its id. */
export async function savePushSubscription(client: ApiClient, attributes: SubscriptionAttributes): Promise<string> {
  const record = await client.createRecord('push-subscriptions', { ...attributes });
  return record.id;
}

export function deletePushSubscription(client: ApiClient, id: string): Promise<void> {
  return client.deleteRecord('push-subscriptions', id);
}
