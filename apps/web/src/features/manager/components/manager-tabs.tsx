'use client';

import { type KeyboardEvent, useRef } from 'react';
import { useManager } from '../manager-context';
import { MANAGER_TABS } from '../manager-tabs';
import styles from './manager.module.css';

export const TAB_PANEL_ID = 'manager-tab-panel';
export const tabId = (tab: string) => `manager-tab-${tab}`;

/** The ARIA tabs pattern: arrow keys, Home and End move between tabs; the choice goes into the URL. */
export function ManagerTabs() {
  const { tabs, tab: current, selectTab } = useManager();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    selectTab(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label="Manage your campground" className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === current}
          aria-controls={TAB_PANEL_ID}
          tabIndex={tab === current ? 0 : -1}
          className={styles.tab}
          onClick={() => selectTab(tab)}
        >
          {MANAGER_TABS[tab]}
        </button>
      ))}
    </div>
  );
}
