// Picks the SMS sender: Twilio when its credentials are configured, else the local outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsConfig, SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

export function createSmsSender(config: SmsConfig, db: Db, log: FastifyBaseLogger, clock: Clock): SmsSender {
  const { twilioAccountSid, twilioAuthToken, twilioFrom, twilioApiUrl } = config;
  if (twilioAccountSid && twilioAuthToken && twilioFrom) {
    return new TwilioSmsSender({
      accountSid: twilioAccountSid,
      authToken: twilioAuthToken,
      from: twilioFrom,
      ...(twilioApiUrl ? { apiUrl: twilioApiUrl } : {}),
    });
  }
  return new OutboxSmsSender(db, log, clock);
}
