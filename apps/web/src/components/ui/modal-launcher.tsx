'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useRequireAccount } from '@/features/auth/components/account-gate';
import buttonStyles from './button.module.css';
import { Modal } from './modal';
import styles from './modal-launcher.module.css';

export interface ModalLauncherControls {
  close: () => void;
  /** While busy the modal cannot be closed (an upload or a save is under way). */
  setBusy: (busy: boolean) => void;
  /** Closes the modal, shows `notice` beside the button and renders the page again with the news. */
  finish: (notice: string) => void;
}

export interface ModalLauncherProps {
  label: string;
  title: string;
  /** The form; mounted only while open, so every opening starts afresh. */
  children: (controls: ModalLauncherControls) => ReactNode;
}

/**
 * A button that opens a form in the shared modal for a signed-in camper (signed-out visitors
 * sign in or up first, then it opens), and afterwards says what happened beside the button.
 */
export function ModalLauncher({ label, title, children }: ModalLauncherProps) {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const close = () => setOpen(false);

  return (
    <div>
      <button
        type="button"
        className={buttonStyles.button}
        aria-haspopup="dialog"
        onClick={() => {
          setNotice('');
          requireAccount(() => setOpen(true));
        }}
      >
        {label}
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <Modal open={open} onClose={close} title={title} closeDisabled={busy} size="medium">
        {open &&
          children({
            close,
            setBusy,
            finish: (text) => {
              setOpen(false);
              setNotice(text);
              router.refresh();
            },
          })}
      </Modal>
    </div>
  );
}
