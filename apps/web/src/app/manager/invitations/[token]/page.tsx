import type { Metadata } from 'next';
import { requireSession } from '@/features/auth/require-session.server';
import { AcceptInvitation } from '@/features/claims/components/accept-invitation';

export const metadata: Metadata = {
  title: 'Manager invitation',
  robots: { index: false },
};

/** The co-manager link an owner's invitation email carries; accepting needs a session. */
export default async function ManagerInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  await requireSession(`/manager/invitations/${encodeURIComponent(token)}`);
  return (
    <div className="page">
      <h1>Join a campground’s team</h1>
      <AcceptInvitation token={token} />
    </div>
  );
}
