import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SUPPORT_FILTERS } from '@/features/admin/admin-support-api';
import { AdminSupport } from '@/features/admin/components/admin-support';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';

export const metadata: Metadata = {
  title: 'Support messages',
  robots: { index: false },
};

/** Messages sent through the Help widget, open ones by default. Admins only; not found for anyone else. */
export default async function AdminSupportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const session = await requireSession(pathWithQuery('/admin/support', query));
  if (!session.user.admin) notFound();
  const filter = SUPPORT_FILTERS.find((status) => status === query.status) ?? 'open';
  return (
    <div className="page">
      <h1>Support messages</h1>
      <AdminSupport key={filter} filter={filter} />
    </div>
  );
}
