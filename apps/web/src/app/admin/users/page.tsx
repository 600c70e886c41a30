import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminUsers } from '@/features/admin/components/admin-users';
import { requireSession } from '@/features/auth/require-session.server';

export const metadata: Metadata = {
  title: 'Users',
  robots: { index: false },
};

/** Users and their roles. Admins only; not found for anyone else. */
export default async function AdminUsersPage() {
  const session = await requireSession('/admin/users');
  if (!session.user.admin) notFound();
  return (
    <div className="page">
      <h1>Users</h1>
      <AdminUsers currentUserId={session.user.id} />
    </div>
  );
}
