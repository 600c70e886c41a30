// Stay-connected newsletter sign-ups with double opt-in: asking stores the address pending and
// emails a link; only following the link subscribes it. Asking answers the same whatever the
// address's state (new, pending, confirmed, unsubscribed), so it tells nobody who subscribes.
import { PRODUCT_NAME } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import type { AppContext } from '../../app-context.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';
import { reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import { generateToken, hashToken } from '../auth/token-crypto.ts';
import { normalizeEmail } from '../users/user-repository.ts';
import { newsletterConfirmEmail, newsletterConfirmLink, newsletterUnsubscribeLink } from './newsletter-email.ts';
import {
  confirmSubscription,
  pendingTokenStored,
  unsubscribe,
  upsertPendingSubscription,
} from './newsletter-repository.ts';

type NewsletterContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'emailSender'>;

export const SUBSCRIBE_REQUESTED_MESSAGE = 'Thanks! Check your inbox: we sent you a link to confirm your subscription.';
export const SUBSCRIPTION_CONFIRMED_MESSAGE = `You're subscribed. Welcome to the ${PRODUCT_NAME} newsletter!`;
export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't send you the newsletter any more.";
const TOO_MANY_REQUESTS = 'Too many sign-ups from your network. Please try again later.';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_SECONDS = 7 * 86_400;

/** Confirmation emails per address: enough for a typo or a lost email, too few to flood a mailbox. */
const REQUESTS_PER_EMAIL: RateLimitPolicy = { limit: 3, windowSeconds: 60 * 60 };
/** Sign-ups per client address. */
const REQUESTS_PER_IP: RateLimitPolicy = { limit: 20, windowSeconds: 60 * 60 };

function invalidToken(): AppError {
  return new AppError({
    status: 400,
    code: 'invalid_newsletter_token',
    title: 'Invalid link',
    detail: 'This link is invalid or has expired. Please sign up again.',
    source: { pointer: '/data/attributes/token' },
  });
}

/**
 * Stores the address pending with a new token and emails the link. Beyond the limit per client
 * address the answer is a 429 (it says nothing about the address); beyond the limit per address
 * nothing is sent, silently. A confirmed address gets no email and keeps its token.
 */
export async function requestSubscription(
  ctx: NewsletterContext,
  email: string,
  caller: { ip: string; userId: number | null },
): Promise<void> {
  const now = ctx.clock();
  const perClient = await reserveRateLimits(
    ctx.db,
    [{ policy: REQUESTS_PER_IP, key: `newsletter:ip:${caller.ip}` }],
    now,
  );
  if (!perClient.allowed) throw AppError.rateLimited(TOO_MANY_REQUESTS, perClient.retryAfterSeconds);
  const perEmail = await reserveRateLimits(
    ctx.db,
    [{ policy: REQUESTS_PER_EMAIL, key: `newsletter:email:${normalizeEmail(email)}` }],
    now,
  );
  if (!perEmail.allowed) return;

  const token = generateToken();
  const tokenHash = hashToken(token);
  await upsertPendingSubscription(ctx.db, { email, userId: caller.userId, tokenHash, now });
  const message = newsletterConfirmEmail(email.trim(), {
    confirm: newsletterConfirmLink(ctx.config.publicWebUrl, token),
    unsubscribe: newsletterUnsubscribeLink(ctx.config.publicWebUrl, token),
  });
  // Queued by one statement that holds only when the sign-up is pending with this token, so a
  // confirmed address costs the same work and gets nothing.
  if (ctx.emailSender.sendIf) await ctx.emailSender.sendIf(pendingTokenStored(tokenHash), message);
  else await ctx.emailSender.send(message);
}

export async function confirmNewsletter(ctx: NewsletterContext, token: string | undefined): Promise<void> {
  if (!token) throw invalidToken();
  const now = ctx.clock();
  const since = new Date(now.getTime() - CONFIRMATION_TTL_SECONDS * 1000);
  if (!(await confirmSubscription(ctx.db, hashToken(token), now, since))) throw invalidToken();
}

export async function unsubscribeNewsletter(ctx: NewsletterContext, token: string | undefined): Promise<void> {
  if (!token) throw invalidToken();
  if (!(await unsubscribe(ctx.db, hashToken(token), ctx.clock()))) throw invalidToken();
}
