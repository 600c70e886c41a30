import type { Metadata } from 'next';
import { AccountView } from '@/features/account/components/account-view';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';

export const metadata: Metadata = {
  title: 'Your account',
  robots: { index: false },
};

export default async function AccountPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(pathWithQuery('/account', await searchParams));
  return <AccountView />;
}
