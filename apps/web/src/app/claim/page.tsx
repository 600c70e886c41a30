import type { Metadata } from 'next';
import { ClaimLanding } from '@/features/claims/components/claim-landing';

export const metadata: Metadata = {
  title: 'Claim your campground',
  description: 'Claim your campground’s listing to manage it, take bookings and answer reviews.',
  alternates: { canonical: '/claim' },
};

/** Open to everyone: the search leads to /claim/{slug}, which asks to sign in. */
export default function ClaimPage() {
  return (
    <div className="page">
      <h1>Claim your campground</h1>
      <ClaimLanding />
    </div>
  );
}
