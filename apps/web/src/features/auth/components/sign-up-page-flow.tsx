'use client';

import { useRouter } from 'next/navigation';
import type { ProviderSummary } from '../auth-provider-ids';
import { SignUpFlow, type SignUpStep } from './sign-up-flow';

export interface SignUpPageFlowProps {
  providers: readonly ProviderSummary[];
  redirect: string;
  initialStep: SignUpStep;
  initialError: string | null;
}

/** The sign-up flow on /signup and /signup/email: success goes on to the page's redirect. */
export function SignUpPageFlow(props: SignUpPageFlowProps) {
  const router = useRouter();
  return <SignUpFlow {...props} onSignedUp={() => router.replace(props.redirect)} />;
}
