import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ADMIN_JOB_FILTERS } from '@/features/admin/admin-jobs-api';
import { AdminJobs } from '@/features/admin/components/admin-jobs';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';

export const metadata: Metadata = {
  title: 'Background jobs',
  robots: { index: false },
};

/** Background jobs in trouble (dead, retrying, stuck), all of them by default. Admins only; not found for anyone else. */
export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const session = await requireSession(pathWithQuery('/admin/jobs', query));
  if (!session.user.admin) notFound();
  const filter = ADMIN_JOB_FILTERS.find((status) => status === query.status) ?? 'all';
  return (
    <div className="page">
      <h1>Background jobs</h1>
      <AdminJobs key={filter} filter={filter} />
    </div>
  );
}
