'use client';

import { CONNECTIVITY_THRESHOLDS } from '@campwise/domain';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import styles from './connectivity.module.css';

const { maxAgeDays, maxReports, goodDownloadMbps, fairDownloadMbps } = CONNECTIVITY_THRESHOLDS;

/** The info button beside the connectivity heading and the 'Connection Details' modal it opens. */
export function ConnectionDetails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.info}
        aria-label="Connection Details"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Connection Details">
        <div className={styles.details}>
          <p>
            Speeds come from field-report speed tests: campers run a speed test at the campground and add the result to
            a field report. The speeds shown are the middle (median) result per carrier.
          </p>
          <p>
            Only visits from the last {maxAgeDays} days count, and at most the newest {maxReports} reports per carrier,
            so ratings follow new towers and outages.
          </p>
          <dl>
            <dt>Good</dt>
            <dd>Median download of {goodDownloadMbps} Mbps or more, or mostly strong signal.</dd>
            <dt>Fair</dt>
            <dd>Median download of {fairDownloadMbps} Mbps or more, or mostly fair signal.</dd>
            <dt>Poor</dt>
            <dd>Some signal but slower, or no signal at all.</dd>
            <dt>Available</dt>
            <dd>Campers had signal, but too few reports to grade it.</dd>
            <dt>Unknown</dt>
            <dd>No recent field reports for this carrier yet.</dd>
          </dl>
          <p>Coverage changes with weather, site and device: treat it as a guide, not a promise.</p>
        </div>
      </Modal>
    </>
  );
}
