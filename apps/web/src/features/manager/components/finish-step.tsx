'use client';

// Setup's last step: how the campground takes bookings, saved on the approved claim
// (docs/api-manager.md, "Setup bookings outcome"). The claim as saved becomes the active claim,
// which moves the portal to its new state (spec section 4).
import { BOOKING_METHOD_NAMES, PMS_BOOKING_METHODS } from '@campwise/domain';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { updateClaim } from '../manager-api';
import { useManager } from '../manager-context';
import { SelectField } from './select-field';
import { useManagerAction } from './use-manager-action';
import styles from './manager.module.css';

const PMS_OPTIONS = PMS_BOOKING_METHODS.map((method) => [method, BOOKING_METHOD_NAMES[method]] as const);

export function FinishStep() {
  const { activeCampground, activeClaim, accommodations, rates, bookingSettings, setActiveClaim, portalState } =
    useManager();
  const { openOverlay } = useOverlays();
  const [pms, setPms] = useState<string>(PMS_BOOKING_METHODS[0]);
  const action = useManagerAction();
  if (!activeCampground) return null;
  const campgroundName = activeCampground.name;
  const ready = bookingSettings !== null && accommodations.sites.length > 0 && rates.length > 0;

  if (!activeClaim || activeClaim.status !== 'approved') {
    return (
      <p className={styles.note}>
        How {campgroundName} takes bookings is chosen by the manager whose claim of it was approved. Ask them to finish
        this step.
      </p>
    );
  }
  const claimId = activeClaim.id;

  const choose = async (attributes: { bookingMethod: string | null; bookingIntention?: string }) => {
    const claim = await action.run((client) => updateClaim(client, claimId, attributes));
    if (!claim) return null;
    setActiveClaim(claim);
    return claim;
  };

  const startBookings = async () => {
    if (await choose({ bookingMethod: 'campwise_bookings', bookingIntention: 'claim_and_bookings' })) {
      openOverlay('setup-bookings-success', { campgroundId: activeCampground.id, campgroundName });
    }
  };
  const chooseOtherSystem = async () => {
    if (await choose({ bookingMethod: pms, bookingIntention: 'claim_and_bookings' })) {
      openOverlay('setup-bookings-standby', {
        campgroundName,
        system: BOOKING_METHOD_NAMES[pms as (typeof PMS_BOOKING_METHODS)[number]],
      });
    }
  };
  const notYet = async () => {
    if (await choose({ bookingMethod: null, bookingIntention: 'claim_and_bookings' })) {
      openOverlay('setup-bookings-standby', { campgroundName, system: null });
    }
  };

  return (
    <div className={styles.panel}>
      <section>
        <h3>Take bookings on Campwise</h3>
        {portalState === 'campwise_bookings' ? (
          <p>
            Bookings are on: campers book {campgroundName} on Campwise. Changes to your sites and rates apply at once.
          </p>
        ) : (
          <>
            <p>
              {ready
                ? `Campers can book ${accommodations.sites.length === 1 ? 'your site' : `your ${accommodations.sites.length} sites`} and pay online as soon as you switch bookings on.`
                : 'Save your booking policies and add at least one rate and one site first.'}
            </p>
            <button
              type="button"
              className={buttonStyles.button}
              disabled={!ready || action.busy}
              onClick={() => void startBookings()}
            >
              Start taking bookings
            </button>
          </>
        )}
      </section>
      <section>
        <h3>I use another booking system</h3>
        <p className={styles.note}>
          Keep taking reservations where you do today; Campwise keeps your availability in step through calendar sync.
        </p>
        <div className={styles.grid}>
          <SelectField id="setup-pms" label="Your booking system" value={pms} options={PMS_OPTIONS} onChange={setPms} />
        </div>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={action.busy}
          onClick={() => void chooseOtherSystem()}
        >
          I use another booking system
        </button>
      </section>
      <section>
        <h3>Not ready yet?</h3>
        <p className={styles.note}>We&apos;ll be in touch to help you set up bookings when you are.</p>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={action.busy}
          onClick={() => void notYet()}
        >
          Not yet — let me know
        </button>
      </section>
      <FormAlert tone="error" messages={action.errors} />
    </div>
  );
}
