'use client';

import { useMemo } from 'react';
import { Modal } from '@/components/ui/modal';
import { withLinkedOverlay } from '@/lib/overlays/overlay-url';
import { qrCodePath } from '../qr-code-path';
import styles from './site-shell.module.css';

// Blank modules around the code, as scanners need (the standard's quiet zone is 4).
const QUIET_ZONE = 4;

/** This page's address without the overlay open over it: what the phone should show. */
function currentPageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${withLinkedOverlay(pathname, new URLSearchParams(search), null)}`;
}

/**
 * The web-to-app QR code (spec section 2): this page as a QR code, to carry it from a computer to
 * a phone by pointing the phone's camera at the screen.
 */
export function WebToAppQrOverlay({ onClose }: { onClose: () => void }) {
  const url = useMemo(currentPageUrl, []);
  const qr = useMemo(() => qrCodePath(url), [url]);
  const side = qr.size + QUIET_ZONE * 2;
  return (
    <Modal open onClose={onClose} title="Open this page on your phone">
      <div className={styles.body}>
        <p>Point your phone's camera at the code and tap the link that appears.</p>
        <svg
          className={styles.qr}
          viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
          role="img"
          aria-label={`QR code for ${url}`}
          shapeRendering="crispEdges"
        >
          <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className={styles.url}>{url}</p>
      </div>
    </Modal>
  );
}
