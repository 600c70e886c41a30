'use client';

// pro-upgrade-modal variant d: the map and free camping, with the API's own count of free
// campgrounds (the figure the free-camping-maps page shows).
import { formatInteger } from '@/lib/format';
import { useFreeCampgroundCount } from '@/features/pro/use-free-campground-count';
import { UpgradePitch, type UpgradePitchProps } from './upgrade-pitch';
import styles from './upgrade-modals.module.css';

export function ProUpgradeModalD(props: UpgradePitchProps) {
  const freeCampgrounds = useFreeCampgroundCount();
  return (
    <UpgradePitch {...props} kind="pro-upgrade-modal-d" title="Camp for free" action="Show me free camping">
      <p className={styles.figure}>
        <span className={styles.amount} data-testid="free-campground-count">
          {freeCampgrounds === null ? '…' : formatInteger(freeCampgrounds)}
        </span>
        <span>free campgrounds, on one map</span>
      </p>
      <p>
        PRO adds map layers to your search: campgrounds that charge nothing, and the BLM, national forest (USFS) and
        National Park Service (NPS) lands around them.
      </p>
      <p className={styles.muted}>Pan the map, see where a night costs nothing, and whose land you are on.</p>
    </UpgradePitch>
  );
}
