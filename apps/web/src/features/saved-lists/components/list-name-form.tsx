'use client';

import { SAVED_LIST_NAME_MAX_LENGTH } from '@campwise/domain';
import { type FormEvent, useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { renameSavedList } from '../saved-lists-api';
import { savedListsClient } from '../saved-lists-session';
import styles from './saved-lists.module.css';
import { SubmitCancelButtons } from '@/components/ui/submit-cancel-buttons';

export interface ListNameFormProps {
  listId: string;
  initialName: string;
  onRenamed: () => Promise<void>;
  onCancel: () => void;
}

/** Renames a list; the API's messages (name taken, too long) show under the field. */
export function ListNameForm({ listId, initialName, onRenamed, onCancel }: ListNameFormProps) {
  const inputId = useId();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      const { client } = await savedListsClient();
      await renameSavedList(client, listId, name);
      await onRenamed();
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        List name
      </label>
      <input
        id={inputId}
        className={fieldStyles.input}
        value={name}
        maxLength={SAVED_LIST_NAME_MAX_LENGTH}
        required
        // The camper just asked to rename this list: the field is where they type next.
        autoFocus
        onChange={(event) => setName(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        disabled={busy}
      />
      <FormAlert tone="error" messages={errors} />
      <div className={styles.confirmActions}>
        <SubmitCancelButtons submitLabel="Save name" busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
