import { AUTH_TEXT } from '@campwise/domain';
import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { SignUpPage } from '@/features/auth/components/sign-up-page';

export const metadata: Metadata = {
  title: 'Sign Up',
  alternates: { canonical: '/signup' },
  robots: { index: false },
};

export default async function SignUp({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SignUpPage searchParams={await searchParams} defaultHeading={AUTH_TEXT.signUpHeading} initialStep="choice" />;
}
