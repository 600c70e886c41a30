'use client';

import { PRODUCT_NAME } from '@campwise/domain';
import Link from 'next/link';
import { Modal } from '@/components/ui/modal';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './nav-drawer.module.css';

const LINKS = [
  { href: '/search', label: 'Explore campgrounds' },
  { href: '/alerts', label: 'Availability alerts' },
  { href: '/pro', label: `${PRODUCT_NAME} PRO` },
  { href: '/claim', label: 'Claim your campground' },
  { href: '/about/us', label: 'About us' },
] as const;

/** The drawer itself: loaded the first time the Menu button is pressed (nav-drawer.tsx). */
export default function NavDrawerPanel({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
  const { openOverlay } = useOverlays();
  const openWith = (kind: 'add' | 'stay-connected') => {
    onClose();
    openOverlay(kind, {});
  };

  return (
    <Modal open={open} onClose={onClose} title="Menu" variant="drawer">
      <nav aria-label="Menu">
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => openWith('add')}>
              Add to {PRODUCT_NAME}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => openWith('stay-connected')}>
              Stay connected
            </button>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
