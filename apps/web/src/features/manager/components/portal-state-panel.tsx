'use client';

// What the owner can do next, for each portal state (spec section 3, "Manager portal state").
import { BOOKING_METHOD_NAMES, type BookingMethod } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { formatCount } from '@/lib/format';
import { useManager } from '../manager-context';
import type { ManagerTab } from '../manager-tabs';
import styles from './manager.module.css';

interface NextStep {
  title: string;
  text: string;
  actions: { tab: ManagerTab; label: string }[];
}

function systemName(method: string | null | undefined): string {
  return method && method in BOOKING_METHOD_NAMES
    ? BOOKING_METHOD_NAMES[method as BookingMethod]
    : 'your booking system';
}

export function PortalStatePanel() {
  const { portalState, activeClaim, activeCampground, selectTab } = useManager();
  if (!activeCampground) return null;
  const name = activeCampground.name;
  const pending = activeCampground.pendingRequestCount;

  const steps: Record<typeof portalState, NextStep> = {
    no_bookings: {
      title: 'Take bookings on Campwise',
      text: `Campers can find ${name} here but cannot book it yet. Set up your sites, rates and policies, and they can book and pay online — or tell us which booking system you already use.`,
      actions: [{ tab: 'setup-bookings', label: 'Set up bookings' }],
    },
    standby: {
      title: "We'll be in touch",
      text: `You asked to take bookings at ${name}. We'll be in touch to help you get started. You can also finish the setup yourself now: add your sites and rates and switch bookings on.`,
      actions: [{ tab: 'setup-bookings', label: 'Finish setup' }],
    },
    pms_bookings: {
      title: `Bookings come from ${systemName(activeClaim?.bookingMethod)}`,
      text: `Reservations for ${name} are taken in ${systemName(activeClaim?.bookingMethod)}. Keep your availability in step with Campwise with calendar sync, so campers never see a site you have already sold.`,
      actions: [{ tab: 'calendar-sync', label: 'Calendar sync' }],
    },
    campwise_bookings: {
      title: 'Campwise bookings are on',
      text:
        pending > 0
          ? `Campers book ${name} on Campwise. ${formatCount(pending, 'booking request')} ${pending === 1 ? 'is' : 'are'} waiting for your answer.`
          : `Campers book ${name} on Campwise. New bookings and requests show under Reservations.`,
      actions: [
        { tab: 'reservations', label: 'Reservations' },
        { tab: 'blocked-dates', label: 'Block dates' },
      ],
    },
  };
  const step = steps[portalState];

  return (
    <section className={styles.state} aria-labelledby="portal-state-heading" data-portal-state={portalState}>
      <h2 id="portal-state-heading">{step.title}</h2>
      <p>{step.text}</p>
      <div className={styles.actions}>
        {step.actions.map((action, index) => (
          <button
            key={action.tab}
            type="button"
            className={`${buttonStyles.button} ${index > 0 ? buttonStyles.secondary : ''}`}
            onClick={() => selectTab(action.tab)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
