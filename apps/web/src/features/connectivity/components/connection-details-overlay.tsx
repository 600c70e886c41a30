'use client';

import { CONNECTIVITY_THRESHOLDS } from '@campwise/domain';
import { Modal } from '@/components/ui/modal';
import styles from './connectivity.module.css';

const { maxAgeDays, maxReports, goodDownloadMbps, fairDownloadMbps } = CONNECTIVITY_THRESHOLDS;

export interface ConnectionDetailsOverlayProps {
  onClose: () => void;
}

/**
 * The 'Connection Details' overlay (spec section 2): where the connectivity ratings come from.
 * Linkable (?overlay=connection-details), so a link to it opens the page with it shown.
 */
export function ConnectionDetailsOverlay({ onClose }: ConnectionDetailsOverlayProps) {
  return (
    <Modal open onClose={onClose} title="Connection Details">
      <div className={styles.details}>
        <p>
          Speeds come from field-report speed tests: campers run a speed test at the campground and add the result to a
          field report. The speeds shown are the middle (median) result per carrier.
        </p>
        <p>
          Only visits from the last {maxAgeDays} days count, and at most the newest {maxReports} reports per carrier, so
          ratings follow new towers and outages.
        </p>
        <dl>
          <dt>Good</dt>
          <dd>Median download of {goodDownloadMbps} Mbps or more, or mostly strong signal.</dd>
          <dt>Fair</dt>
          <dd>Median download of {fairDownloadMbps} Mbps or more, or mostly fair signal (one report: its bars).</dd>
          <dt>Poor</dt>
          <dd>Slower, weak signal, or no signal at all.</dd>
          <dt>Available</dt>
          <dd>Campers are split: half had fair or strong signal, half weak or none. It depends on the site.</dd>
          <dt>Unknown</dt>
          <dd>No recent field reports for this carrier yet: carriers nobody reported are not rated.</dd>
        </dl>
        <p>Coverage changes with weather, site and device: treat it as a guide, not a promise.</p>
      </div>
    </Modal>
  );
}
