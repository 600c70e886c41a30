// Web push use cases (docs/api-alerts.md "Web push"): a member's browser subscribes and
// unsubscribes; a queued push message goes to every device the member subscribed.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { pushEnabled, type PushConfig } from './push-config.ts';
import type { PushMessage } from './push-job-types.ts';
import type { PushSender } from './push-sender.ts';
import {
  deletePushSubscription,
  deleteUserPushSubscription,
  keepNewestPushSubscriptions,
  listUserPushSubscriptions,
  markPushSuccess,
  upsertPushSubscription,
  type PushSubscriptionRecord,
} from './push-subscription-repository.ts';

/** Each device a member subscribes costs a request per message; past this many the oldest go. */
export const MAX_DEVICES_PER_MEMBER = 20;

const USER_AGENT_MAX_LENGTH = 300;

export interface PushContext {
  db: Db;
  clock: Clock;
  config: PushConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function pushDisabledError(): AppError {
  return AppError.conflict(
    'Push is off',
    'This Campwise server sends no push notifications: it has no VAPID keys.',
    undefined,
    'push-disabled',
  );
}

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscribe(
  ctx: Pick<PushContext, 'db' | 'clock' | 'config'>,
  userId: number,
  input: SubscriptionInput,
  userAgent: string | undefined,
): Promise<{ record: PushSubscriptionRecord; created: boolean }> {
  if (!pushEnabled(ctx.config)) throw pushDisabledError();
  return ctx.db.transaction(async (tx) => {
    const result = await upsertPushSubscription(
      tx,
      { userId, ...input, userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH) },
      ctx.clock(),
    );
    await keepNewestPushSubscriptions(tx, userId, MAX_DEVICES_PER_MEMBER);
    return result;
  });
}

/** Only the member's own subscription; another member's id is a 404 like an unknown one. */
export async function unsubscribe(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteUserPushSubscription(db, userId, id))) throw AppError.notFound('No such push subscription.');
}

/**
 * Sends the message to each of the member's subscriptions. A subscription the push service says
 * is gone is deleted; any other failure is thrown once every device was tried, so the job runs
 * again (devices that got it then get it again: the tag makes the repeat replace the first).
 */
export async function deliverPushMessage(ctx: PushContext, sender: PushSender, message: PushMessage): Promise<void> {
  const failures: string[] = [];
  for (const subscription of await listUserPushSubscriptions(ctx.db, message.userId)) {
    try {
      const outcome = await sender.send(subscription, message);
      if (outcome === 'gone') {
        await deletePushSubscription(ctx.db, subscription.id);
        ctx.log.info({ subscriptionId: subscription.id }, 'push subscription gone; removed');
      } else {
        await markPushSuccess(ctx.db, subscription.id, ctx.clock());
      }
    } catch (error) {
      failures.push(`subscription ${subscription.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length) throw new Error(`Push failed for ${failures.join('; ')}`);
}
