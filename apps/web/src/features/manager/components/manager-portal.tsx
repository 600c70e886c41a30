'use client';

// /manager: the portal shell. The Manager context loads the user's campgrounds and claims; the
// header switches the active campground; the panel under it says what the owner can do next
// for the portal state; the tabs (in the URL) hold the work.
import { Suspense } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { ManagerProvider, useManager } from '../manager-context';
import { CampgroundSwitcher } from './campground-switcher';
import { ManagerTabPanel } from './manager-tab-panel';
import { ManagerTabs } from './manager-tabs';
import { NoCampgrounds } from './no-campgrounds';
import { PortalStatePanel } from './portal-state-panel';
import styles from './manager.module.css';

export function ManagerPortal({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  return (
    <div className={`page ${styles.page}`}>
      <Suspense fallback={<p role="status">Loading the manager portal…</p>}>
        <ManagerProvider mapStyleUrl={mapStyleUrl}>
          <PortalBody />
        </ManagerProvider>
      </Suspense>
    </div>
  );
}

function PortalBody() {
  const { loading, errors, campgrounds, activeCampground } = useManager();
  if (loading) {
    return (
      <>
        <h1 className={styles.title}>Manager portal</h1>
        <p role="status">Loading your campgrounds…</p>
      </>
    );
  }
  if (campgrounds.length === 0 || !activeCampground) {
    return (
      <>
        <h1 className={styles.title}>Manager portal</h1>
        <FormAlert tone="error" messages={errors} />
        {errors.length === 0 && <NoCampgrounds />}
      </>
    );
  }
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Manager portal</h1>
          <p className={styles.subtitle}>
            {activeCampground.name}
            {activeCampground.regionName ? `, ${activeCampground.regionName}` : ''}
          </p>
        </div>
        <CampgroundSwitcher />
      </header>
      <FormAlert tone="error" messages={errors} />
      <PortalStatePanel />
      <ManagerTabs />
      <ManagerTabPanel />
    </>
  );
}
