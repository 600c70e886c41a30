'use client';

import { type FormEvent, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { canChangeRole, roleActionLabel } from '../admin-review';
import { type AdminUser, searchUsers, setUserRole, type UserRole } from '../admin-users-api';
import styles from './admin.module.css';
import { AdminSearchForm } from './admin-search-form';

const ROLES: readonly UserRole[] = ['manager', 'admin'];

/** /admin/users: find people by email or name; grant or revoke manager and admin. */
export function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    setErrors([]);
    setNotice('');
    try {
      setUsers(await searchUsers(await signedInApiClient(), query));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (user: AdminUser, role: UserRole) => {
    setBusy(true);
    setErrors([]);
    setNotice('');
    try {
      const changed = await setUserRole(await signedInApiClient(), user.id, role, !user[role]);
      setUsers((list) => list?.map((other) => (other.id === changed.id ? changed : other)) ?? null);
      setNotice(
        `${changed.fullName || changed.email} is ${changed[role] ? 'now' : 'no longer'} ${role === 'admin' ? 'an admin' : 'a manager'}.`,
      );
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminSearchForm
        id="admin-user-search"
        label="Email or name"
        query={query}
        busy={busy}
        onQueryChange={setQuery}
        onSearch={(event) => void search(event)}
      />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {users?.length === 0 && <p className={styles.muted}>Nobody matches.</p>}
      {users && users.length > 0 && (
        <ul className={styles.list} aria-label="Users">
          {users.map((user) => (
            <li key={user.id} className={styles.item} data-testid="admin-user">
              <h2>
                {user.fullName || user.email}
                <span className={styles.badges}>
                  {user.admin && <span className={styles.badge}>Admin</span>}
                  {user.manager && <span className={styles.badge}>Manager</span>}
                  {user.pro && <span className={styles.badge}>PRO</span>}
                </span>
              </h2>
              <p className={styles.muted}>{user.email}</p>
              <div className={styles.actions}>
                {ROLES.filter((role) => canChangeRole(user, role, currentUserId)).map((role) => (
                  <button
                    key={role}
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                    disabled={busy}
                    onClick={() => void toggle(user, role)}
                  >
                    {roleActionLabel(user, role)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
