import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { PushSubscriptionRecord } from './push-subscription-repository.ts';

export function pushConfigResource(publicKey: string | null): ResourceObject {
  return resource('push-configs', 'current', { enabled: publicKey !== null, vapidPublicKey: publicKey });
}

/** The keys stay on the server: the browser that sent them has them. */
export function pushSubscriptionResource(row: PushSubscriptionRecord): ResourceObject {
  return resource('push-subscriptions', String(row.id), {
    endpoint: row.endpoint,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}
