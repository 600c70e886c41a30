'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { signedInApiClient } from '@/lib/session-api-client';
import { signInPathFor } from '@/features/auth/sign-in-path';
import { signOutAndLeave } from '@/features/auth/sign-out';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { MembershipSection } from '@/features/membership/components/membership-section';
import { PushToggle } from '@/features/push/components/push-toggle';
import { errorMessages } from '@/lib/api-client';
import { type AccountProfile, loadProfile } from '../account-api';
import { DeleteAccount } from './delete-account';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import styles from './account.module.css';

/** /account: profile, membership, notifications, password, deletion and sign-out for the signed-in user. */
export function AccountView() {
  const { status, user } = useCurrentUser();
  const router = useRouter();
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const userId = user?.id ?? null;

  // The server let this page render with a session cookie; if the session then cannot be
  // renewed, the browser finds out here and goes to sign in, as the server would have.
  useEffect(() => {
    if (status === 'unauthenticated') {
      router.replace(signInPathFor(`${window.location.pathname}${window.location.search}`));
    }
  }, [status, router]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    signedInApiClient()
      .then((client) => loadProfile(client, userId))
      .then(
        (loaded) => {
          if (!cancelled) setProfile(loaded);
        },
        (error: unknown) => {
          if (!cancelled) setLoadErrors(errorMessages(error));
        },
      );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return (
    <div className="page">
      <div className={styles.wrap}>
        <h1 className={styles.title}>Your account</h1>
        {user && <p className={styles.lead}>Signed in as {user.email}</p>}
        <FormAlert tone="error" messages={loadErrors} />
        {!profile && loadErrors.length === 0 && <p role="status">Loading your account…</p>}
        {profile && (
          <>
            <section className={styles.section} aria-labelledby="profile-heading">
              <h2 id="profile-heading" className={styles.sectionTitle}>
                Profile
              </h2>
              <ProfileForm profile={profile} onSaved={setProfile} />
            </section>

            <section className={styles.section} aria-labelledby="membership-heading">
              <h2 id="membership-heading" className={styles.sectionTitle}>
                Membership
              </h2>
              <MembershipSection />
            </section>

            <section className={styles.section} aria-labelledby="notifications-heading">
              <h2 id="notifications-heading" className={styles.sectionTitle}>
                Alerts on this device
              </h2>
              <PushToggle />
            </section>

            <section className={styles.section} aria-labelledby="password-heading">
              <h2 id="password-heading" className={styles.sectionTitle}>
                Password
              </h2>
              {profile.hasPassword ? (
                <PasswordChangeForm userId={profile.id} />
              ) : (
                <p className={styles.note}>
                  You sign in with Google, Apple or Facebook, so your account has no password yet. To add one,{' '}
                  <Link href="/forgotpassword" prefetch={false}>
                    request a password link
                  </Link>{' '}
                  for {profile.email}.
                </p>
              )}
            </section>

            <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-heading">
              <h2 id="delete-heading" className={styles.sectionTitle}>
                Delete account
              </h2>
              <DeleteAccount userId={profile.id} email={profile.email} />
            </section>
          </>
        )}
        <p className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => void signOutAndLeave('/')}
          >
            Sign out
          </button>
        </p>
      </div>
    </div>
  );
}
