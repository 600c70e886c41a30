'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { hasProCookie } from '@/features/auth/pro-cookie';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { showsAds } from '../ad-audience';
import { googlePublisherTag, type AdNetworkSlot } from '../ad-network';
import { createRefreshSchedule, type RefreshSchedule } from '../ad-refresh-schedule';
import { AD_SIZES, type AdSize } from '../ad-sizes';
import { clickLabel } from '../click-label';
import { houseAdAt, type HouseAd } from '../house-ads';
import styles from './ad-slot.module.css';
import { useNearScreen } from './use-near-screen';

export interface AdSlotViewProps {
  slotId: string;
  size: AdSize;
  /** The house ads to rotate when no network is configured, or when its script is blocked. */
  houseAds: HouseAd[];
  /** NEXT_PUBLIC_AD_NETWORK_ID, or null for house ads only. */
  networkId: string | null;
  /** Placement by the page (a slot hidden with display: none is never in view, so never filled). */
  className?: string;
}

const noSubscription = () => () => {};

/**
 * An ad slot in the browser. The server has already left it out for PRO members; this follows
 * the session after that (a member who buys PRO on the page loses the ads at once).
 */
export function AdSlotView(props: AdSlotViewProps) {
  const { status, isPro } = useCurrentUser();
  const proCookie = useSyncExternalStore(
    noSubscription,
    () => hasProCookie(document.cookie),
    () => false,
  );
  if (!showsAds({ sessionPro: status === 'loading' ? null : isPro, proCookie })) return null;
  return <AdFrame {...props} />;
}

function AdFrame({ slotId, size, houseAds, networkId, className }: AdSlotViewProps) {
  const { width, height } = AD_SIZES[size];
  const box = useRef<HTMLDivElement>(null);
  const { near, seen } = useNearScreen(box);
  const [refreshes, setRefreshes] = useState(0);
  const pathname = usePathname();
  const routeKey = `${pathname}?${useSearchParams().toString()}`;
  // Fixed at the first render: the same slot starts with the same house ad on server and client.
  const [seed] = useState(() => `${slotId}:${pathname}`);
  const [networkFailed, setNetworkFailed] = useState(false);
  const useNetwork = networkId !== null && !networkFailed;

  const schedule = useRef<RefreshSchedule | null>(null);
  useEffect(() => {
    const created = createRefreshSchedule(() => setRefreshes((count) => count + 1));
    schedule.current = created;
    return () => created.stop();
  }, []);
  useEffect(() => schedule.current?.visible(near), [near]);
  const shownRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey === shownRoute.current) return;
    shownRoute.current = routeKey;
    schedule.current?.navigated();
  }, [routeKey]);

  const elementId = `ad-${slotId}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const network = useMemo(() => (networkId ? googlePublisherTag(networkId) : null), [networkId]);
  const networkSlot = useRef<AdNetworkSlot | null>(null);
  useEffect(() => {
    if (!seen || !network || networkFailed || !box.current) return;
    let gone = false;
    network
      .display(slotId, { width, height }, box.current)
      .then((slot) => {
        if (gone) slot.destroy();
        else networkSlot.current = slot;
      })
      // Blocked or unreachable: the slot shows a house ad instead of an empty box.
      .catch(() => setNetworkFailed(true));
    return () => {
      gone = true;
      networkSlot.current?.destroy();
      networkSlot.current = null;
    };
  }, [seen, network, networkFailed, slotId, width, height]);
  useEffect(() => {
    if (refreshes > 0) networkSlot.current?.refresh();
  }, [refreshes]);

  const houseAd = houseAds.length > 0 ? houseAdAt(houseAds, seed, refreshes) : null;
  return (
    <aside
      className={className ? `${styles.slot} ${className}` : styles.slot}
      aria-label="Advertisement"
      data-ad-slot={slotId}
    >
      <span className={styles.label} aria-hidden="true">
        Advertisement
      </span>
      <div
        ref={box}
        id={elementId}
        className={styles.frame}
        style={{ width, height }}
        data-ad-kind={useNetwork ? 'network' : 'house'}
      >
        {seen && !useNetwork && houseAd && <HouseAdCreative ad={houseAd} slotId={slotId} />}
      </div>
    </aside>
  );
}

function HouseAdCreative({ ad, slotId }: { ad: HouseAd; slotId: string }) {
  return (
    <Link
      href={ad.href}
      className={styles.house}
      data-house-ad={ad.id}
      onClick={() => track(ANALYTICS_EVENTS.adClicked, { slot: slotId, ad: ad.id, label: clickLabel(ad.headline) })}
    >
      <span className={styles.eyebrow}>Campwise PRO</span>
      <span className={styles.headline}>{ad.headline}</span>
      <span className={styles.text}>{ad.text}</span>
      <span className={styles.cta}>{ad.cta}</span>
    </Link>
  );
}
