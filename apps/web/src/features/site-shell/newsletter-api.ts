// The newsletter's double opt-in (docs/api-newsletter.md): sign up, then the emailed link confirms.
import { type ApiClient, ApiError, createApiClient } from '@/lib/api-client';

/** POST /api/v6/newsletter-subscriptions: the answer is the same for any address. */
export async function subscribeToNewsletter(email: string, client: ApiClient = createApiClient()): Promise<void> {
  await client.postAction('/newsletter-subscriptions', 'newsletter-subscriptions', { email: email.trim() });
}

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const ACTION_PATHS: Record<NewsletterLinkAction, { path: string; type: string }> = {
  confirm: { path: '/newsletter-confirmations', type: 'newsletter-confirmations' },
  unsubscribe: { path: '/newsletter-unsubscriptions', type: 'newsletter-unsubscriptions' },
};

/** Follows an emailed link's token; answers the API's message. */
export async function followNewsletterLink(
  action: NewsletterLinkAction,
  token: string,
  client: ApiClient = createApiClient(),
): Promise<string> {
  const { path, type } = ACTION_PATHS[action];
  const body = (await client.postAction(path, type, { token })) as { meta?: { message?: string } } | null;
  return body?.meta?.message ?? '';
}

/** A bad, replaced or expired link: the fix is signing up again. */
export function isInvalidNewsletterLink(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((item) => item.code === 'invalid_newsletter_token');
}
