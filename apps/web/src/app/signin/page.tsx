import { AUTH_TEXT } from '@campwise/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { parseSignInQuery, type SearchParams } from '@/features/auth/auth-page-query';
import { oauthProviders } from '@/features/auth/auth-providers.server';
import { AuthCard } from '@/features/auth/components/auth-card';
import styles from '@/features/auth/components/auth-form.module.css';
import { SignInPageForm } from '@/features/auth/components/sign-in-page-form';
import { getServerAuthSession } from '@/features/auth/server-session.server';
import { authPagePath } from '@/features/auth/sign-in-path';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Sign In',
  alternates: { canonical: '/signin' },
  robots: { index: false },
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseSignInQuery(await searchParams, serverConfig.publicWebUrl);
  // With a session, the user goes to the callback url or home (spec section 4).
  if (await getServerAuthSession()) redirect(query.redirect);
  return (
    <AuthCard heading={query.heading} subtitle={query.subtitle}>
      <SignInPageForm
        initialEmail={query.email}
        errorCode={query.error}
        providers={oauthProviders(serverConfig.auth)}
        redirect={query.redirect}
      />
      <p className={styles.footer}>
        {AUTH_TEXT.joinPrompt}{' '}
        <Link href={authPagePath('/signup', query.redirect)} prefetch={false}>
          {AUTH_TEXT.joinLink}
        </Link>
      </p>
    </AuthCard>
  );
}
