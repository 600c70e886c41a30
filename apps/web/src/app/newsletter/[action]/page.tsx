import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FormAlert } from '@/components/ui/form-alert';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewsletterLink } from '@/features/site-shell/components/newsletter-link';
import type { NewsletterLinkAction } from '@/features/site-shell/newsletter-api';

// The two links of the newsletter's emails (docs/api-newsletter.md).
const ACTIONS: Record<NewsletterLinkAction, { title: string; incomplete: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    incomplete: 'This link is incomplete. Please sign up again.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    incomplete: 'This link is incomplete: use the unsubscribe link in one of our emails.',
  },
};

interface NewsletterPageProps {
  params: Promise<{ action: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function isAction(action: string): action is NewsletterLinkAction {
  return Object.hasOwn(ACTIONS, action);
}

export async function generateMetadata({ params }: NewsletterPageProps): Promise<Metadata> {
  const { action } = await params;
  return {
    title: isAction(action) ? ACTIONS[action].title : 'Newsletter',
    robots: { index: false },
    // The token is in this page's URL; no link or resource may carry it away as a referrer.
    referrer: 'no-referrer',
  };
}

export default async function NewsletterLinkPage({ params, searchParams }: NewsletterPageProps) {
  const { action } = await params;
  if (!isAction(action)) notFound();
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <AuthCard heading="Newsletter">
      {token ? (
        <NewsletterLink action={action} token={token} />
      ) : (
        <FormAlert tone="error" messages={[ACTIONS[action].incomplete]} />
      )}
    </AuthCard>
  );
}
