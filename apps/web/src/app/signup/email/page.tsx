import { AUTH_TEXT } from '@campwise/domain';
import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { SignUpPage } from '@/features/auth/components/sign-up-page';

export const metadata: Metadata = {
  title: 'Sign Up',
  alternates: { canonical: '/signup/email' },
  robots: { index: false },
};

/** The compact sign-up: straight to the email form. */
export default async function SignUpWithEmail({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <SignUpPage searchParams={await searchParams} defaultHeading={AUTH_TEXT.signUpCompactHeading} initialStep="email" />
  );
}
