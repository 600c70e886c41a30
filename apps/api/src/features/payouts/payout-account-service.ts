// A campground's Stripe Connect account (decision 0018): connected once by one of its managers,
// onboarded on Stripe's own pages, and its state kept as Stripe reports it: when the manager comes
// back from onboarding (refreshPayoutAccount) and on every account.updated webhook.
import { payoutsTabUrl } from './payout-links.ts';
import {
  findPayoutAccount,
  insertPayoutAccount,
  updatePayoutAccount,
  type PayoutAccountRow,
} from './payout-account-repository.ts';
import type { PayoutContext } from './payout-context.ts';
import { payoutErrors, withPayoutErrors } from './payout-errors.ts';
import type { OnboardingLink, PayoutProvider } from './payout-provider.ts';
import { requireCampground } from './payout-service.ts';

function requireProvider(ctx: Pick<PayoutContext, 'payouts'>): PayoutProvider {
  if (!ctx.payouts) throw payoutErrors.notConfigured();
  return ctx.payouts;
}

/**
 * The campground's account, created at Stripe the first time (the key makes a retry, or two
 * managers pressing at once, get Stripe's same account), with a fresh onboarding link back to the
 * portal's payouts tab.
 */
export async function connectPayoutAccount(
  ctx: PayoutContext,
  campgroundId: number,
  userId: number,
): Promise<{ account: PayoutAccountRow; link: OnboardingLink; created: boolean }> {
  const payouts = requireProvider(ctx);
  await requireCampground(ctx.db, campgroundId);
  return withPayoutErrors(async () => {
    let account = await findPayoutAccount(ctx.db, { campgroundId });
    const created = account === null;
    if (!account) {
      const reported = await payouts.createAccount({
        campgroundId,
        idempotencyKey: `campground:${campgroundId}:connect`,
      });
      account = await insertPayoutAccount(ctx.db, campgroundId, reported, userId, ctx.clock());
    }
    const link = await payouts.onboardingLink({
      accountId: account.accountId,
      refreshUrl: payoutsTabUrl(ctx.config.publicWebUrl, campgroundId, 'refresh'),
      returnUrl: payoutsTabUrl(ctx.config.publicWebUrl, campgroundId, 'return'),
    });
    return { account, link, created };
  });
}

/** Reads the account from Stripe and records its state (the manager is back from onboarding). */
export async function refreshPayoutAccount(ctx: PayoutContext, campgroundId: number): Promise<PayoutAccountRow> {
  const payouts = requireProvider(ctx);
  await requireCampground(ctx.db, campgroundId);
  const account = await findPayoutAccount(ctx.db, { campgroundId });
  if (!account) throw payoutErrors.notConnected();
  const reported = await withPayoutErrors(() => payouts.retrieveAccount(account.accountId));
  return (await updatePayoutAccount(ctx.db, reported, ctx.clock())) ?? account;
}

/**
 * Stripe's account.updated for a connected account: its state is read from Stripe as it is now
 * (webhooks may arrive out of order). An account no campground has is ignored. Throws the
 * provider's error when Stripe cannot be asked, so the webhook answers non-2xx and Stripe delivers
 * it again.
 */
export async function applyAccountUpdated(
  ctx: Pick<PayoutContext, 'db' | 'clock' | 'payouts'>,
  accountId: string,
): Promise<PayoutAccountRow | null> {
  if (!ctx.payouts || !(await findPayoutAccount(ctx.db, { accountId }))) return null;
  return updatePayoutAccount(ctx.db, await ctx.payouts.retrieveAccount(accountId), ctx.clock());
}
