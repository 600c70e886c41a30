// The web push job (docs/api-alerts.md "Web push"): one per member and message. Whoever has
// something to push (the alerts deliverer) queues it inside its own transaction; the push
// feature's handler sends it to each of the member's subscriptions with the web-push adapter,
// dropping subscriptions the push service says are gone. With push switched off (no VAPID keys)
// the handler finds nothing to do.
import { z } from 'zod';
import { jobType } from '../../jobs/job-type.ts';

export const pushMessageSchema = z.object({
  userId: z.number().int(),
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  /** A path on the web app the notification opens. */
  url: z.string().startsWith('/'),
  /** Messages with one tag replace each other on the device (an alert's later opening). */
  tag: z.string().max(100).optional(),
});

export type PushMessage = z.infer<typeof pushMessageSchema>;

export const pushSendJob = jobType('push.send', pushMessageSchema, { maxAttempts: 5 });
