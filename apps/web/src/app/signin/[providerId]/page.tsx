import { AUTH_TEXT } from '@campwise/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { oauthProviders } from '@/features/auth/auth-providers.server';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ProviderRedirect } from '@/features/auth/components/provider-redirect';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false } };

/** The provider popup (spec section 2: /signin/{providerId}, 700x800). */
export default async function ProviderSignInPage({ params }: { params: Promise<{ providerId: string }> }) {
  const { providerId } = await params;
  const provider = oauthProviders(serverConfig.auth).find((candidate) => candidate.id === providerId);
  if (!provider) notFound();
  return (
    <AuthCard heading={AUTH_TEXT.continueWith(provider.name)}>
      <ProviderRedirect providerId={provider.id} name={provider.name} />
    </AuthCard>
  );
}
