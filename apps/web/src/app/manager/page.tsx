import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { ManagerPortal } from '@/features/manager/components/manager-portal';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Manager portal',
  robots: { index: false },
};

export default async function ManagerPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(pathWithQuery('/manager', await searchParams));
  return <ManagerPortal mapStyleUrl={serverConfig.browser.mapStyleUrl} />;
}
