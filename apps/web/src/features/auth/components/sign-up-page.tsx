import { AUTH_TEXT } from '@campwise/domain';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { serverConfig } from '@/lib/config.server';
import { parseSignUpQuery, type SearchParams } from '../auth-page-query';
import { oauthProviders } from '../auth-providers.server';
import { getServerAuthSession } from '../server-session.server';
import { authPagePath } from '../sign-in-path';
import { AuthCard } from './auth-card';
import { SignUpPageFlow } from './sign-up-page-flow';
import type { SignUpStep } from './sign-up-flow';
import { TermsNotice } from './terms-notice';
import styles from './auth-form.module.css';

export interface SignUpPageProps {
  searchParams: SearchParams;
  defaultHeading: string;
  initialStep: SignUpStep;
}

/** /signup and its compact variant /signup/email (spec section 2). */
export async function SignUpPage({ searchParams, defaultHeading, initialStep }: SignUpPageProps) {
  const query = parseSignUpQuery(searchParams, serverConfig.publicWebUrl, defaultHeading);
  // Someone already signed in has nothing to sign up for (spec section 4: go to the callback).
  if (await getServerAuthSession()) redirect(query.redirect);
  return (
    <AuthCard heading={query.heading} subtitle={query.subtitle}>
      <SignUpPageFlow
        providers={oauthProviders(serverConfig.auth)}
        redirect={query.redirect}
        initialStep={initialStep}
        initialError={query.error}
      />
      <p className={styles.footer}>
        {AUTH_TEXT.haveAccountPrompt}{' '}
        <Link href={authPagePath('/signin', query.carriedRedirect)} prefetch={false}>
          {AUTH_TEXT.haveAccountLink}
        </Link>
      </p>
      <TermsNotice />
    </AuthCard>
  );
}
