'use client';

import { NAV_BREAKPOINT, NAV_RESIZE_DEBOUNCE_MS } from '@campwise/domain';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { debounce } from '@/lib/debounce';
import styles from './nav-drawer.module.css';

const NavDrawerPanel = dynamic(() => import('./nav-drawer-panel'));

/**
 * The navigation drawer of narrow screens (spec section 4): a Menu button opening the site's main
 * links. It closes on a route change, and when the window is widened to NAV_BREAKPOINT or more
 * (read NAV_RESIZE_DEBOUNCE_MS after resizing stops), where the header shows the links itself.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  // The drawer's code is fetched on the first press (a modal's code loads when it opens).
  const [wanted, setWanted] = useState(false);
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

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenedOn(pathname);
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      {wanted ? <NavDrawerPanel open={open} pathname={pathname} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
