import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import type { AlertExample } from '../alert-examples.server';
import { alertWindowText } from '../alert-text';
import styles from './alerts.module.css';
import { SetAlertButton } from './set-alert-button';

/**
 * /alerts: what alerts do, how, and why ours are fast (we watch our own bookings), honest about
 * campgrounds that do not book here, with real campgrounds one can watch now.
 */
export function AlertsLanding({ examples }: { examples: readonly AlertExample[] }) {
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.headerRow}>
        <div>
          <h1 className={styles.title}>Snag sold-out campsites</h1>
          <p className={styles.lead}>
            Campsites sell out, then plans change and campers cancel. Set an alert for the campground and dates you
            want, and we tell you as soon as a site opens up, so you can book it before anyone else. Alerts are part of
            Campwise PRO.
          </p>
        </div>
        <Link href="/alerts/my-alerts" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          Your alerts
        </Link>
      </div>

      <section className={styles.section} aria-labelledby="how-heading">
        <h2 id="how-heading" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          <li>
            Open a campground on Campwise and choose your dates. When they are sold out, press{' '}
            <strong>Set an alert</strong>. Or start from one of the campgrounds below.
          </li>
          <li>
            Choose exact dates, or any number of nights within a range, weekends only if you like. Watch the whole
            campground, one type of site, or the one site you want.
          </li>
          <li>
            When a camper cancels, a campground declines a request, an unpaid checkout runs out or a campground opens
            blocked dates, we check your alert at once and tell you: on the bell at the top of the page, by email, and
            by push notification if you allow them.
          </li>
          <li>
            Open the alert and you go straight to checkout with the site and dates filled in. The site is held for you
            while you pay. If someone else got there first, your alert keeps watching.
          </li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="fast-heading">
        <h2 id="fast-heading" className={styles.sectionTitle}>
          Why you hear within seconds
        </h2>
        <p className={styles.muted}>
          We watch our own bookings. A cancellation on Campwise reaches your alert the moment it is saved, so you hear
          about it within seconds. Alert services that watch other booking sites check them every few minutes, and a
          good site is often gone by then.
        </p>
        <p className={styles.note}>
          Campgrounds that do not take bookings on Campwise are watched only for their Campwise inventory. You can set
          an alert there: it fires if the campground starts taking bookings on Campwise and a fitting stay is free. We
          do not watch Recreation.gov or other booking sites.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="examples-heading">
        <h2 id="examples-heading" className={styles.sectionTitle}>
          Campgrounds you can watch now
        </h2>
        {examples.length === 0 ? (
          <p className={styles.muted}>
            No campground takes bookings on Campwise right now. Find a campground on the map and set an alert from its
            page.
          </p>
        ) : (
          <>
            <p className={styles.muted}>These campgrounds take bookings on Campwise, so an alert watches every site.</p>
            <ul className={styles.examples} data-testid="alert-examples">
              {examples.map((example) => (
                <li key={example.campground.id} className={styles.card}>
                  <div className={styles.cardMain}>
                    <h3 className={styles.cardTitle}>
                      <Link href={example.campground.path}>{example.campground.name}</Link>
                    </h3>
                    <p className={styles.cardLine}>{example.campground.regionName}</p>
                    <p className={styles.muted}>
                      For example:{' '}
                      {alertWindowText({ ...example.form, nights: Number(example.form.nights) }).replace(/^Any/, 'any')}
                      .
                    </p>
                  </div>
                  <div className={styles.cardActions}>
                    <SetAlertButton
                      source="alerts-page"
                      campground={{ id: example.campground.id, name: example.campground.name }}
                      initialValues={example.form}
                      aria-label={`Set an alert at ${example.campground.name}`}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link href="/search">Find another campground on the map</Link>
        </p>
      </section>
    </div>
  );
}
