// Support messages: anyone may write (signed in or not), limited per address and per sender's
// email; each message is stored and emailed to support; admins list them and close them.
import { SUPPORT_MESSAGES, type SupportStatus } from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { normalizeEmail } from '../users/user-repository.ts';
import type { SupportConfig } from './support-config.ts';
import { supportMessageEmail } from './support-emails.ts';
import {
  findAdminEmails,
  insertSupportMessage,
  listSupportMessages,
  setSupportMessageStatus,
  type NewSupportMessage,
  type SupportMessageRecord,
} from './support-repository.ts';

export interface SupportContext {
  db: Db;
  clock: Clock;
  emailSender: EmailSender;
  config: SupportConfig & { publicWebUrl: string };
}

/** A household or a campground office on one connection may write a few times; a script may not. */
export const SUPPORT_MESSAGES_PER_ADDRESS: RateLimitPolicy = { limit: 10, windowSeconds: 60 * 60 };
/** One sender going back and forth with themselves; the inbox must not be flooded in their name. */
export const SUPPORT_MESSAGES_PER_EMAIL: RateLimitPolicy = { limit: 5, windowSeconds: 60 * 60 };

export async function sendSupportMessage(
  ctx: SupportContext,
  input: Omit<NewSupportMessage, 'pagePath'> & { pagePath: string | null | undefined },
  caller: { ip: string },
): Promise<SupportMessageRecord> {
  const now = ctx.clock();
  const stored = await ctx.db.transaction(async (tx) => {
    const reservation = await reserveRateLimits(
      tx,
      [
        { policy: SUPPORT_MESSAGES_PER_ADDRESS, key: `support:ip:${caller.ip}` },
        { policy: SUPPORT_MESSAGES_PER_EMAIL, key: `support:email:${normalizeEmail(input.email)}` },
      ],
      now,
    );
    if (!reservation.allowed) throw AppError.rateLimited(SUPPORT_MESSAGES.rateLimited, reservation.retryAfterSeconds);
    return insertSupportMessage(tx, { ...input, pagePath: input.pagePath || null }, now);
  });
  // After the commit: an email job never names a message that was rolled back.
  const recipients = ctx.config.supportEmail ? [ctx.config.supportEmail] : await findAdminEmails(ctx.db);
  for (const to of recipients) {
    await ctx.emailSender.send(supportMessageEmail(to, stored, ctx.config.publicWebUrl));
  }
  return stored;
}

export function getSupportMessagePage(
  db: Db,
  filter: { status?: SupportStatus | undefined },
  page: Page,
): Promise<{ rows: SupportMessageRecord[]; total: number }> {
  return listSupportMessages(db, filter, page);
}

/** Closed once answered (or open again); the same status again changes nothing but is not an error. */
export async function changeSupportMessageStatus(
  ctx: Pick<SupportContext, 'db' | 'clock'>,
  id: number,
  status: SupportStatus,
): Promise<SupportMessageRecord> {
  const row = await setSupportMessageStatus(ctx.db, id, status, ctx.clock());
  if (!row) throw AppError.notFound(`No support message with id ${id}.`);
  return row;
}
