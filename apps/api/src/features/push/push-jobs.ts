// The push.send handler: the web-push adapter when VAPID keys are set; without them push is off
// and the handler finds nothing to do.
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import { vapidKeys } from './push-config.ts';
import { pushSendJob } from './push-job-types.ts';
import type { PushSender } from './push-sender.ts';
import { deliverPushMessage, type PushContext } from './push-service.ts';
import { WebPushSender } from './web-push-sender.ts';

export function createPushSender(config: PushContext['config']): PushSender | null {
  const vapid = vapidKeys(config);
  return vapid ? new WebPushSender({ vapid, allowInsecure: config.pushAllowInsecureEndpoints }) : null;
}

export function registerPushJobs(handlers: JobHandlers, ctx: PushContext): JobHandlers {
  const sender = createPushSender(ctx.config);
  return handlers.on(pushSendJob, async (message) => {
    if (sender) await deliverPushMessage(ctx, sender, message);
  });
}
