'use client';

// Set up bookings: a wizard over the inventory API — policies, site types, rates, sites — ending
// with how the campground takes bookings. Every step saves as it goes, so leaving halfway
// loses nothing; the steps stay reachable for later changes.
import { useState } from 'react';
import { useManager } from '../manager-context';
import { FinishStep } from './finish-step';
import { PoliciesStep } from './policies-step';
import { RatesStep } from './rates-step';
import { SitesStep } from './sites-step';
import { SiteTypesStep } from './site-types-step';
import styles from './manager.module.css';

const STEPS = [
  ['policies', 'Booking policies'],
  ['site-types', 'Site types'],
  ['rates', 'Rates and seasons'],
  ['sites', 'Sites'],
  ['finish', 'Start bookings'],
] as const;
type Step = (typeof STEPS)[number][0];

export function SetupBookingsTab() {
  const { inventoryLoading, bookingSettings, accommodations, rates, activeCampground } = useManager();
  const done: Record<Step, boolean> = {
    policies: bookingSettings !== null,
    'site-types': accommodations.siteTypes.length > 0,
    rates: rates.length > 0,
    sites: accommodations.sites.length > 0,
    finish: false,
  };
  const firstOpen = STEPS.find(([step]) => !done[step])?.[0] ?? 'finish';
  const [chosen, setChosen] = useState<Step | null>(null);
  if (inventoryLoading || !activeCampground) return <p role="status">Loading your sites and rates…</p>;
  const step = chosen ?? firstOpen;
  const index = STEPS.findIndex(([id]) => id === step);
  const next = () => setChosen(STEPS[index + 1]?.[0] ?? 'finish');

  return (
    <section className={styles.card} aria-labelledby="setup-heading">
      <h2 id="setup-heading" className={styles.cardTitle}>
        Set up bookings
      </h2>
      {bookingSettings?.isDemo && (
        <p className={styles.note}>
          These are demo sites and prices. Any change you save makes them your own, real inventory.
        </p>
      )}
      <ol className={styles.steps} aria-label="Setup steps">
        {STEPS.map(([id, label], at) => (
          <li key={id}>
            <button
              type="button"
              className={`${styles.step} ${done[id] ? styles.stepDone : ''}`}
              aria-current={id === step ? 'step' : undefined}
              onClick={() => setChosen(id)}
            >
              {at + 1}. {label}
            </button>
          </li>
        ))}
      </ol>
      <h3>{STEPS[index]?.[1]}</h3>
      {step === 'policies' && <PoliciesStep onDone={next} />}
      {step === 'site-types' && <SiteTypesStep onDone={next} />}
      {step === 'rates' && <RatesStep onDone={next} />}
      {step === 'sites' && <SitesStep onDone={next} />}
      {step === 'finish' && <FinishStep />}
    </section>
  );
}
