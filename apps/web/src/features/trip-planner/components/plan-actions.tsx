'use client';

// Save (PRO), rename, share by a read-only link, print. Renaming and sharing are for a saved plan.
import { type FormEvent, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import type { PlanSaving } from '../use-plan-saving';
import styles from './trip-planner.module.css';

export const SHARED_PLAN_PATH = '/trip-planner/shared';

interface PlanActionsProps {
  saved: { id: string; name: string; shareToken: string | null } | null;
  saving: PlanSaving;
  /** Saving needs a route: origin and destination chosen. */
  canSave: boolean;
  onSave: () => void;
}

const DONE_TEXT = { save: 'Trip saved.', rename: 'Name saved.', share: 'Share link ready.' } as const;

export function PlanActions({ saved, saving, canSave, onSave }: PlanActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [copied, setCopied] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const busy = saving.status.state === 'working';
  const shareUrl =
    saved?.shareToken && typeof window !== 'undefined'
      ? `${window.location.origin}${SHARED_PLAN_PATH}/${encodeURIComponent(saved.shareToken)}`
      : null;

  async function submitName(event: FormEvent) {
    event.preventDefault();
    if (await saving.rename(name.trim())) setRenaming(false);
  }

  async function openShare() {
    setCopied(false);
    setShareOpen(true);
    if (!saved?.shareToken) await saving.share();
  }

  async function copy() {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, an old browser): the link is selected to copy by hand.
      document.querySelector<HTMLTextAreaElement>('#trip-share-link')?.select();
    }
  }

  return (
    <div className={styles.noPrint}>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.button} disabled={!canSave || busy} onClick={onSave}>
          {saved ? 'Save changes' : 'Save trip'}
        </button>
        {saved ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-expanded={renaming}
            onClick={() => {
              setName(saved.name);
              setRenaming((open) => !open);
            }}
          >
            Rename
          </button>
        ) : null}
        {saved ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={busy}
            onClick={() => void openShare()}
          >
            Share
          </button>
        ) : null}
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      {renaming && saved ? (
        <form className={styles.renameForm} onSubmit={(event) => void submitName(event)}>
          <label className={styles.field}>
            Trip name
            <input value={name} maxLength={120} required onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className={buttonStyles.button} disabled={busy || name.trim() === ''}>
            Save name
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => setRenaming(false)}
          >
            Cancel
          </button>
        </form>
      ) : null}
      {shareOpen && shareUrl ? (
        <div className={styles.shareBox} data-testid="trip-share">
          <label htmlFor="trip-share-link" className="visually-hidden">
            Read-only link to this trip
          </label>
          {/* A wrapping box, not a one-line input: the whole link is read in the narrow sidebar and on phones. */}
          <textarea
            id="trip-share-link"
            readOnly
            rows={2}
            spellCheck={false}
            value={shareUrl}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className={styles.smallButton} onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link'}
          </button>
        </div>
      ) : null}
      {saving.status.state === 'done' ? (
        <p className={styles.status} role="status">
          {DONE_TEXT[saving.status.what]}
        </p>
      ) : null}
      {saving.status.state === 'failed' ? (
        <p className={styles.error} role="alert">
          {saving.status.message}
        </p>
      ) : null}
    </div>
  );
}
