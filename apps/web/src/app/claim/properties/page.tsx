import type { Metadata } from 'next';
import { requireSession } from '@/features/auth/require-session.server';
import { MyClaims } from '@/features/claims/components/my-claims';

export const metadata: Metadata = {
  title: 'Your campgrounds',
  robots: { index: false },
};

/** The signed-in user's claims (spec section 7: their own user id, 200 at most). */
export default async function ClaimPropertiesPage() {
  const session = await requireSession('/claim/properties');
  return (
    <div className="page">
      <h1>Your campgrounds</h1>
      <MyClaims userId={session.user.id} />
    </div>
  );
}
