import { PRO_USER_COOKIE } from '@campwise/domain';
import { cookies } from 'next/headers';
import { getServerAuthSession } from '@/features/auth/server-session.server';
import { serverConfig } from '@/lib/config.server';
import { showsAds } from '../ad-audience';
import type { AdSize } from '../ad-sizes';
import { loadHouseAdFigures } from '../house-ad-figures.server';
import { houseAds } from '../house-ads';
import { AdSlotView } from './ad-slot-view';

/**
 * An ad slot (spec section 7, "ad service slots"): nothing at all for PRO members, already in the
 * server's HTML; for everyone else a box of the slot's size, filled when it nears the screen with
 * the ad network's ad when one is configured, else a house ad promoting PRO.
 */
export async function AdSlot({ slotId, size, className }: { slotId: string; size: AdSize; className?: string }) {
  const [session, cookieStore] = await Promise.all([getServerAuthSession(), cookies()]);
  const viewer = {
    sessionPro: session?.user.pro ?? false,
    proCookie: cookieStore.get(PRO_USER_COOKIE)?.value === 'true',
  };
  if (!showsAds(viewer)) return null;
  const figures = await loadHouseAdFigures();
  return (
    <AdSlotView
      slotId={slotId}
      size={size}
      houseAds={houseAds(figures)}
      networkId={serverConfig.browser.adNetworkId}
      {...(className ? { className } : {})}
    />
  );
}
