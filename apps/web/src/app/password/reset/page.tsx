import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvalidResetLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false },
  // The token is in this page's URL; no link or resource may carry it away as a referrer.
  referrer: 'no-referrer',
};

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <AuthCard heading="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLink messages={['This password reset link is incomplete. Please request a new one.']} />
      )}
    </AuthCard>
  );
}
