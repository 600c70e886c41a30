'use client';

// Team: the campground's managers, co-managers invited by email (the owner's to send) and
// removed again (never the owner).
import { validateEmail } from '@campwise/domain';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { errorMessages } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { signedInApiClient } from '@/lib/session-api-client';
import { useManager } from '../manager-context';
import { type Invitation, inviteManager, loadTeam, removeManager, type TeamMember } from '../team-api';
import { useManagerAction } from './use-manager-action';
import styles from './manager.module.css';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', manager: 'Manager', admin: 'Admin' };
const validators = { email: validateEmail };

export function TeamTab() {
  const { activeCampground } = useManager();
  const { user, isAdmin } = useCurrentUser();
  const campgroundId = activeCampground?.id ?? null;
  const [team, setTeam] = useState<{ members: TeamMember[]; invitations: Invitation[] } | null>(null);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ email: '' }, validators);
  const action = useManagerAction();
  const canInvite = activeCampground?.managerRole === 'owner' || isAdmin;

  const reload = useCallback(async () => {
    if (!campgroundId) return;
    try {
      setTeam(await loadTeam(await signedInApiClient(), campgroundId));
    } catch (error) {
      setLoadErrors(errorMessages(error));
    }
  }, [campgroundId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (!activeCampground || !campgroundId) return null;

  const invite = async () => {
    setSentTo(null);
    if (!form.submit()) return;
    const email = form.values.email.trim();
    const sent = await action.run(async (client) => {
      await inviteManager(client, campgroundId, email);
      return true;
    });
    if (!sent) return;
    setSentTo(email);
    form.reset({ email: '' });
    await reload();
  };

  const remove = async (member: TeamMember) => {
    const removed = await action.run(async (client) => {
      await removeManager(client, campgroundId, member.userId);
      return true;
    });
    if (removed) await reload();
  };

  const revoke = async (invitation: Invitation) => {
    const revoked = await action.run(async (client) => {
      await client.deleteRecord('manager-invitations', invitation.id);
      return true;
    });
    if (revoked) await reload();
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="team-heading">
        <h2 id="team-heading" className={styles.cardTitle}>
          Managers of {activeCampground.name}
        </h2>
        <FormAlert tone="error" messages={loadErrors} />
        {!team && loadErrors.length === 0 && <p role="status">Loading your team…</p>}
        {team && (
          <ul className={styles.list}>
            {team.members.map((member) => (
              <li key={member.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    {member.fullName || member.email}
                    {member.userId === user?.id ? ' (you)' : ''}
                  </span>
                  <span className={styles.rowMeta}>
                    {ROLE_LABELS[member.role] ?? member.role} · {member.email}
                  </span>
                </span>
                {canInvite && member.role !== 'owner' && member.userId !== user?.id && (
                  <button type="button" className={styles.linkButton} onClick={() => void remove(member)}>
                    Remove {member.fullName || member.email}
                  </button>
                )}
              </li>
            ))}
            {team.invitations.map((invitation) => (
              <li key={`invitation-${invitation.id}`} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{invitation.email}</span>
                  <span className={styles.rowMeta}>Invited · waiting for them to accept</span>
                </span>
                {canInvite && (
                  <button type="button" className={styles.linkButton} onClick={() => void revoke(invitation)}>
                    Cancel invitation
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="invite-heading">
        <h2 id="invite-heading" className={styles.cardTitle}>
          Invite a co-manager
        </h2>
        {canInvite ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void invite();
            }}
          >
            <p className={styles.note}>
              We email them a link, valid for 7 days. Co-managers can do everything you can except invite or remove
              others.
            </p>
            <TextField
              id="invite-email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              field={form.field('email')}
            />
            <FormAlert tone="error" messages={action.errors} />
            {sentTo && <FormAlert tone="success" messages={[`Invitation sent to ${sentTo}.`]} />}
            <button type="submit" className={buttonStyles.button} disabled={action.busy}>
              Send invitation
            </button>
          </form>
        ) : (
          <p className={styles.note}>Only the owner of {activeCampground.name} can invite or remove managers.</p>
        )}
      </section>
    </>
  );
}
