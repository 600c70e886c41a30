'use client';

// The spec's sites-about overlay: one site in full — its description and facts and, for the
// chosen dates, whether it is free and what the stay costs, with its Book button when it is.
import { formatStayDate } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { availabilityLabel, nightlyFromLabel, stayPriceLabel } from '../site-labels';
import type { Site } from '../site-schema';
import type { StayDates } from '../stay-dates';
import { SiteFacts } from './site-facts';
import styles from './sites.module.css';

export interface SitesAboutOverlayProps {
  site: Site;
  campgroundName: string;
  dates: StayDates | null;
  /** Books the site; given only when it is free for the dates. */
  onBook?: () => void;
  onClose: () => void;
}

export function SitesAboutOverlay({ site, campgroundName, dates, onBook, onClose }: SitesAboutOverlayProps) {
  const availability = availabilityLabel(site);
  const stayPrice = stayPriceLabel(site);
  const nightly = nightlyFromLabel(site);
  return (
    <Modal open onClose={onClose} title={site.name} size="medium">
      <div className={styles.about} data-testid="sites-about">
        <p className={styles.aboutLead}>
          {site.siteTypeName} at {campgroundName}
        </p>
        {site.description ? <p>{site.description}</p> : null}
        <SiteFacts site={site} />
        <div className={styles.aboutPrice}>
          {dates && availability ? (
            <p>
              <span className={styles.availability} data-available={site.available ? '' : undefined}>
                {availability}
              </span>{' '}
              {formatStayDate(dates.startDate)} to {formatStayDate(dates.endDate)}
            </p>
          ) : (
            <p className={styles.muted}>Choose dates to see whether this site is free and what the stay costs.</p>
          )}
          {stayPrice ? <p className={styles.price}>{stayPrice}</p> : null}
          {nightly ? <p className={styles.muted}>{nightly}, before fees and taxes</p> : null}
        </div>
        <div className={styles.aboutActions}>
          {onBook ? (
            <button
              type="button"
              className={buttonStyles.button}
              onClick={() => {
                onClose();
                onBook();
              }}
            >
              Book {site.name}
            </button>
          ) : null}
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
