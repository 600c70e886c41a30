'use client';

import { NAV_BREAKPOINT, NAV_RESIZE_DEBOUNCE_MS, PRODUCT_NAME } from '@campwise/domain';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useOverlays } from '@/features/overlays/use-overlays';
import { debounce } from '@/lib/debounce';
import styles from './nav-drawer.module.css';

const LINKS = [
  { href: '/search', label: 'Explore campgrounds' },
  { href: '/alerts', label: 'Availability alerts' },
  { href: '/pro', label: `${PRODUCT_NAME} PRO` },
  { href: '/claim', label: 'Claim your campground' },
  { href: '/about/us', label: 'About us' },
] as const;

/**
 * The navigation drawer of narrow screens (spec section 4): a Menu button opening the site's main
 * links. It closes on a route change, and when the window is widened to NAV_BREAKPOINT or more
 * (read NAV_RESIZE_DEBOUNCE_MS after resizing stops), where the header shows the links itself.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const { openOverlay } = useOverlays();
  // A new route closes it (state adjusted while rendering, so it never shows on the new page).
  if (open && openedOn !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const closeIfWide = debounce(() => {
      if (window.innerWidth >= NAV_BREAKPOINT) setOpen(false);
    }, NAV_RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', closeIfWide);
    return () => {
      closeIfWide.cancel();
      window.removeEventListener('resize', closeIfWide);
    };
  }, [open]);

  const openWith = (kind: 'add' | 'stay-connected') => {
    setOpen(false);
    openOverlay(kind, {});
  };

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenedOn(pathname);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Menu" variant="drawer">
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
    </>
  );
}
