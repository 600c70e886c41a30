// Delivery of one member's openings (docs/api-alerts.md "Delivery", decision 0019). One
// transaction per run, with the member's row locked so two runs for one member take turns:
// availability is rechecked (an opening taken again is recorded as skipped and never told: no
// phantoms), every opening still free gets its bell notification, and email and push go out one
// by one up to the rate limit, the rest as one digest at the window's end. The emails and pushes
// are jobs queued in the same transaction as the delivery rows, whose unique (opening, channel)
// index makes a rerun after a crash write and queue nothing twice.
import { addSeconds } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-repository.ts';
import { sendEmailJob } from '../email/email-job.ts';
import { pushSendJob } from '../push/push-job-types.ts';
import type { AlertContext } from './alert-context.ts';
import { deliverOpeningsJob } from './alert-job-types.ts';
import {
  bookPath,
  digestEmail,
  digestPush,
  openingBody,
  openingEmail,
  openingPush,
  openingTitle,
} from './alert-messages.ts';
import { ownInventory } from './availability-source.ts';
import {
  findPendingOpenings,
  hasUntoldOpenings,
  insertDeliveries,
  insertNotifications,
  lockMemberForDelivery,
  type DeliveryValues,
  type NotificationValues,
  type PendingOpening,
} from './delivery-repository.ts';

/** More than this many openings emailed within the window, and the rest wait for a digest. */
export const OPENINGS_PER_WINDOW = 3;
export const RATE_WINDOW_SECONDS = 600;

/** A digest's key names its member and when it goes out. */
export function digestKey(userId: number, due: Date): string {
  return `${userId}:${due.toISOString()}`;
}

function digestDue(key: string): Date {
  return new Date(key.slice(key.indexOf(':') + 1));
}

/** Runs until a pass finds nothing new (openings matched while a pass ran are taken by the next). */
export async function deliverOpenings(ctx: AlertContext, userId: number): Promise<void> {
  for (let pass = 0; pass < 5; pass += 1) {
    if ((await deliverOnce(ctx, userId)) === 0 || !(await hasUntoldOpenings(ctx.db, userId))) return;
  }
}

/** One pass; returns how many openings it told the member of for the first time. */
async function deliverOnce(ctx: AlertContext, userId: number): Promise<number> {
  const now = ctx.clock();
  const { publicWebUrl } = ctx.config;
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const member = await lockMemberForDelivery(tx, userId, addSeconds(now, -RATE_WINDOW_SECONDS));
    if (!member) return 0;
    const pending = await findPendingOpenings(tx, userId);
    if (pending.length === 0) return 0;
    const answers = await ownInventory.bookable(tx, pending, now);
    const free = new Set(pending.filter((_, index) => answers[index]).map((opening) => opening.id));
    const { push } = member;

    const deliveries: DeliveryValues[] = [];
    const bell: NotificationValues[] = [];
    const record = (
      opening: PendingOpening,
      channel: DeliveryValues['channel'],
      status: DeliveryValues['status'],
      key: string | null = null,
    ) =>
      deliveries.push({
        openingId: opening.id,
        alertId: opening.alertId,
        userId,
        channel,
        status,
        digestKey: key,
        createdAt: now,
      });
    const tellOthers = (opening: PendingOpening, status: 'sent' | 'digest' | 'skipped', key: string | null) => {
      record(opening, 'email', status, key);
      record(opening, 'push', status === 'skipped' || push ? status : 'skipped', key);
    };

    const fresh = pending.filter((opening) => !opening.inBell);
    const held = pending.filter((opening) => opening.inBell);
    // Taken again before anyone was told: recorded, never told.
    for (const opening of fresh.filter((o) => !free.has(o.id))) {
      record(opening, 'in-app', 'skipped');
      tellOthers(opening, 'skipped', null);
    }
    const freshFree = fresh.filter((opening) => free.has(opening.id));

    // The rate limit: a digest still open takes every new opening; otherwise what the window has room for goes now.
    let joinKey = held.map((o) => o.digestKey).find((key) => key !== null && digestDue(key) > now) ?? null;
    let individual: PendingOpening[] = [];
    if (joinKey === null) {
      const slots = Math.max(0, OPENINGS_PER_WINDOW - member.emailed);
      individual = freshFree.slice(0, slots);
      if (freshFree.length > slots) {
        joinKey = digestKey(userId, addSeconds(member.firstEmailedAt ?? now, RATE_WINDOW_SECONDS));
      }
    }
    const individualIds = new Set(individual.map((opening) => opening.id));

    // The bell gets every opening still free, at once, rate limit or not.
    for (const opening of freshFree) {
      bell.push({
        userId,
        kind: 'alert-opening',
        title: openingTitle(opening),
        body: openingBody(opening),
        url: bookPath(opening.id),
        alertId: opening.alertId,
        openingId: opening.id,
        createdAt: now,
      });
      if (individualIds.has(opening.id)) {
        record(opening, 'in-app', 'sent');
        tellOthers(opening, 'sent', null);
        await enqueueJob(tx, sendEmailJob, openingEmail(member.email, opening, publicWebUrl), now);
        if (push) await enqueueJob(tx, pushSendJob, openingPush(userId, opening), now);
      } else {
        record(opening, 'in-app', 'sent', joinKey);
      }
    }

    // Digests whose window has ended: one email and one push for the openings still free.
    const dueByKey = new Map<string, PendingOpening[]>();
    for (const opening of held) {
      const key = opening.digestKey ?? digestKey(userId, now);
      if (digestDue(key) > now) continue;
      dueByKey.set(key, [...(dueByKey.get(key) ?? []), opening]);
    }
    for (const [key, openings] of dueByKey) {
      const stillFree = openings.filter((opening) => free.has(opening.id));
      for (const opening of openings) tellOthers(opening, free.has(opening.id) ? 'digest' : 'skipped', key);
      if (stillFree.length === 0) continue;
      await enqueueJob(tx, sendEmailJob, digestEmail(member.email, stillFree, publicWebUrl), now);
      if (push) await enqueueJob(tx, pushSendJob, digestPush(userId, stillFree), now);
    }

    await insertNotifications(tx, bell);
    await insertDeliveries(tx, deliveries);
    // Openings held for a digest still to come: a run at the window's end sends it.
    if (joinKey !== null && digestDue(joinKey) > now) {
      await enqueueJob(tx, deliverOpeningsJob, { userId }, now, {
        runAt: digestDue(joinKey),
        uniqueKey: `digest:${userId}`,
      });
    }
    return fresh.length;
  });
}
