'use client';

import { useEffect, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { Modal } from '@/components/ui/modal';
import { copyText } from '../copy-text';
import { absoluteUrl, mailtoHref, shareText, type ShareTarget } from '../share-links';
import styles from './share-overlay.module.css';

export interface ShareOverlayProps {
  target: ShareTarget;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The "share" overlay: the link to copy (with a confirmation), the device's own share sheet
 * where the browser has one, and an email that carries the link.
 */
export function ShareOverlay({ target, onClose }: ShareOverlayProps) {
  const linkId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  // Known only in the browser, and read after mounting so server and client render the same.
  const [url, setUrl] = useState(target.url);
  const [canShareNatively, setCanShareNatively] = useState(false);

  useEffect(() => {
    setUrl(absoluteUrl(target.url, window.location.origin));
    setCanShareNatively(typeof navigator.share === 'function');
  }, [target.url]);

  const onCopy = async () => {
    setCopy((await copyText(url)) ? 'copied' : 'failed');
  };

  const onNativeShare = async () => {
    try {
      await navigator.share({ title: target.title, text: shareText(target), url });
    } catch {
      // Cancelling the share sheet rejects too; the overlay stays for another way.
    }
  };

  return (
    <Modal open onClose={onClose} title={`Share this ${target.kind}`}>
      <p className={styles.lead}>{target.title}</p>
      <label className={fieldStyles.label} htmlFor={linkId}>
        Link
      </label>
      <div className={styles.linkRow}>
        <input
          id={linkId}
          className={fieldStyles.input}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttonStyles.button} onClick={onCopy}>
          Copy link
        </button>
      </div>
      <p role="status" className={styles.confirmation}>
        {copy === 'copied' && 'Link copied'}
        {copy === 'failed' && 'Could not copy the link. Select it and copy it yourself.'}
      </p>
      <div className={styles.actions}>
        {canShareNatively && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onNativeShare}>
            Share…
          </button>
        )}
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={mailtoHref(target, url)}>
          Email link
        </a>
      </div>
    </Modal>
  );
}
