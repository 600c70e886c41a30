'use client';

// pro-upgrade-modal variant b: what PRO adds, benefit by benefit, with the trial.
import { trialOfferText } from '@campwise/domain';
import { useProOffer } from '@/features/pro/use-pro-offer';
import { UpgradePitch, type UpgradePitchProps } from './upgrade-pitch';
import styles from './upgrade-modals.module.css';

const BENEFITS = [
  { title: 'Free camping on the map', text: 'Every campground we know charges nothing, as one layer.' },
  { title: 'Public lands', text: 'National forest and National Park Service boundaries under your search.' },
  { title: 'Cell coverage by carrier', text: 'AT&T, T-Mobile and Verizon, from campers’ field reports.' },
  { title: 'Snag sold-out campsites', text: 'An alert the moment a site opens up, then one tap to book it.' },
] as const;

export function ProUpgradeModalB(props: UpgradePitchProps) {
  const offer = useProOffer();
  const trial = offer.state === 'ready' ? trialOfferText(offer.quote.trialDays) : null;
  return (
    <UpgradePitch {...props} kind="pro-upgrade-modal-b" title="Everything PRO adds" action="Get PRO">
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{benefit.title}</strong> {benefit.text}
            </span>
          </li>
        ))}
      </ul>
      {trial ? <p className={styles.trial}>{trial}</p> : null}
    </UpgradePitch>
  );
}
