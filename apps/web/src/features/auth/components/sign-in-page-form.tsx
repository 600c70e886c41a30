'use client';

import { useRouter } from 'next/navigation';
import type { ProviderSummary } from '../auth-provider-ids';
import { signInNoticeFromQuery } from '../sign-in-errors';
import { SignInForm } from './sign-in-form';

export interface SignInPageFormProps {
  initialEmail: string;
  errorCode: string | null;
  providers: readonly ProviderSummary[];
  redirect: string;
}

/** The sign-in form on /signin: success goes on to the page's redirect. */
export function SignInPageForm({ initialEmail, errorCode, providers, redirect }: SignInPageFormProps) {
  const router = useRouter();
  return (
    <SignInForm
      initialEmail={initialEmail}
      initialNotice={signInNoticeFromQuery(errorCode)}
      providers={providers}
      redirect={redirect}
      onSignedIn={() => router.replace(redirect)}
    />
  );
}
