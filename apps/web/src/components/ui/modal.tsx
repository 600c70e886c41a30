'use client';

import { type ReactNode, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { useOverlayPresence } from '@/lib/overlays/overlay-presence';
import { wrapTabFocus } from './focus-trap';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** While true (say, during a submit), neither Escape, the backdrop nor a close icon closes it. */
  closeDisabled?: boolean;
  size?: 'small' | 'medium';
  /**
   * 'sheet': a smaller prompt held to the bottom (see-in-app); 'sidebar' and 'drawer': full height
   * at the right and at the left.
   */
  variant?: 'dialog' | 'sheet' | 'sidebar' | 'drawer';
}

/**
 * The reusable modal (spec section 2): closes on a backdrop click, the close icon or Escape
 * unless closing is disabled. A native <dialog> opened with showModal() makes the page behind
 * inert; Tab also wraps inside it, and focus returns to where it was when the modal closes.
 * Rendered by the overlay host, it follows the overlay's life cycle: `data-active` from the
 * tick after it opens, and gone from the screen (page usable again) as soon as it is dismissed.
 */
export function Modal(props: ModalProps) {
  const presence = useOverlayPresence();
  if (!props.open || presence?.leaving) return null;
  return <ModalDialog {...props} active={presence?.active ?? true} />;
}

function ModalDialog({
  onClose,
  title,
  children,
  closeDisabled = false,
  size = 'small',
  variant = 'dialog',
  active,
}: ModalProps & { active: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const closeRef = useRef({ onClose, closeDisabled });
  useEffect(() => {
    closeRef.current = { onClose, closeDisabled };
  }, [onClose, closeDisabled]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    dialog.showModal();
    // Browsers may skip the dialog's own Escape handling (cancel) after a second press; the
    // dialog then closes by itself, and the state must follow or the modal comes back.
    const onNativeClose = () => {
      if (closeRef.current.closeDisabled) dialog.showModal();
      else closeRef.current.onClose();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      document.documentElement.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => wrapTabFocus(event, dialogRef.current);

  // A click on the backdrop lands on the <dialog> itself (its content fills it); a drag that
  // starts inside, such as selecting text, and ends outside does not count.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[size]} ${variant === 'dialog' ? '' : styles[variant]}`}
      data-active={active ? '' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!closeDisabled && (
            <button type="button" className={styles.close} aria-label="Close" onClick={requestClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
