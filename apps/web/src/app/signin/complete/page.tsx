import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ProviderSignInComplete } from '@/features/auth/components/provider-sign-in-complete';

export const metadata: Metadata = { title: 'Signed in', robots: { index: false } };

/** Where the provider popup lands after a successful sign-in. */
export default function ProviderSignInCompletePage() {
  return (
    <AuthCard heading="Signed in">
      <ProviderSignInComplete />
    </AuthCard>
  );
}
