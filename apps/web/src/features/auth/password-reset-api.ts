// Password recovery (docs/api-accounts.md): ask for a link, then redeem its token.
import { type ApiClient, ApiError, createApiClient } from '@/lib/api-client';

/** POST /api/v6/password-resets. The answer is the same whether or not the email has an account. */
export async function requestPasswordReset(email: string, client: ApiClient = createApiClient()): Promise<void> {
  await client.postAction('/password-resets', 'password-resets', { email: email.trim() });
}

/** POST /api/v6/password-resets/redeem: sets the new password if the token is still good. */
export async function redeemPasswordReset(
  token: string,
  password: string,
  client: ApiClient = createApiClient(),
): Promise<void> {
  await client.postAction('/password-resets/redeem', 'password-resets', { token, password });
}

/** A bad, used or expired link: the fix is a new link, not a different password. */
export function isInvalidResetToken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errors.some((item) => item.code === 'invalid_reset_token') || error.status === 400)
  );
}

/** The confirmation after asking for a link; it never says whether the email has an account. */
export function resetLinkSentMessage(email: string): string {
  return `If an account exists for ${email.trim()}, we've sent a link to reset your password. The link works once and expires in one hour.`;
}
