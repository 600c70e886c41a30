import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import styles from '@/components/ui/prose.module.css';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: `What personal information ${PRODUCT_NAME} collects, why, how long we keep it and the choices you have.`,
  alternates: { canonical: '/about/privacy' },
};

export default function PrivacyPage() {
  return (
    <div className="page">
      <div className={styles.prose}>
        <h1>Privacy Policy</h1>
        <p className={styles.updated}>Last updated: November 22, 2026</p>
        <p className={styles.lead}>
          This policy explains what personal information {PRODUCT_NAME} collects, why we collect it and the choices you
          have. We collect as little as we need to run the service, and we do not sell your personal information.
        </p>

        <section aria-labelledby="browsing-heading">
          <h2 id="browsing-heading">When you browse</h2>
          <p>
            You can search and read every campground page without an account. When you visit, our servers receive the
            technical details every website receives: your IP address, browser type, the pages you request, the page
            that linked you to us and the time of the request. We use these server logs to deliver pages, keep the
            service secure, find and fix errors and understand overall use. Logs are kept for a limited period, normally
            no more than 90 days, unless we need them longer to investigate abuse or a security incident.
          </p>
          <p>
            We do not ask for your device&rsquo;s location. The places you look at on the map are used to show you
            results and are not stored against your identity.
          </p>
        </section>

        <section aria-labelledby="account-heading">
          <h2 id="account-heading">When you create an account</h2>
          <p>
            If you sign up, we collect your name, your email address and a password, which we store only in a hashed
            form we cannot read. If you sign in with another provider, we receive your name and email address from it.
            We use this information to run your account, keep features such as saved campgrounds working and send you
            messages you ask for or need, such as password resets. You can choose whether to receive marketing email and
            can unsubscribe at any time.
          </p>
          <p>
            If you buy a membership or make a booking, payment card details are handled by our payment provider and
            never reach our servers; we keep a record of the purchase.
          </p>
        </section>

        <section aria-labelledby="cookies-heading">
          <h2 id="cookies-heading">Cookies and local storage</h2>
          <p>
            We use cookies and browser storage that the service needs to work, such as keeping you signed in and
            remembering your map settings. If we add cookies for analytics or advertising, we will describe them here
            and offer choices where the law requires.
          </p>
        </section>

        <section aria-labelledby="sharing-heading">
          <h2 id="sharing-heading">Who we share information with</h2>
          <p>We share personal information only:</p>
          <ul>
            <li>
              with service providers who run parts of {PRODUCT_NAME} for us — such as hosting, email delivery, error
              reporting and payment processing — under contracts that limit their use of it to providing that service;
            </li>
            <li>with a campground, when you ask us to send it a booking or a message;</li>
            <li>
              when the law requires it, or to protect the rights, property or safety of our users, the public or us;
            </li>
            <li>with a successor, if {PRODUCT_NAME} is reorganised, merged or sold, under the terms of this policy.</li>
          </ul>
          <p>
            The open-data publishers whose campground information we show receive nothing about you. If the site is set
            up to use an external map provider, your browser loads map images directly from that provider, which then
            sees your IP address.
          </p>
        </section>

        <section aria-labelledby="rights-heading">
          <h2 id="rights-heading">Your choices and rights</h2>
          <p>
            You can ask us for a copy of the personal information we hold about you, ask us to correct it or ask us to
            delete your account and the information linked to it. Depending on where you live — for example in
            California under the CCPA, or in the European Economic Area and the United Kingdom under the GDPR — you may
            have further rights, such as to object to some uses of your information. We will not treat you differently
            for using these rights. We will answer requests within the time the law allows, after confirming that the
            request comes from you.
          </p>
        </section>

        <section aria-labelledby="security-heading">
          <h2 id="security-heading">Keeping information safe</h2>
          <p>
            We protect personal information with encryption in transit, hashed passwords, limited staff access and
            regular updates. No service can be perfectly secure; if a breach affects you, we will tell you as the law
            requires.
          </p>
        </section>

        <section aria-labelledby="children-heading">
          <h2 id="children-heading">Children</h2>
          <p>
            {PRODUCT_NAME} is not directed at children under 13, and we do not knowingly collect personal information
            from them. If you believe a child has given us personal information, let us know and we will delete it.
          </p>
        </section>

        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading">Changes to this policy</h2>
          <p>
            When we change this policy we will update the date at the top of this page. If a change affects how we use
            information we already hold, we will tell account holders before it takes effect. See also our{' '}
            <Link href="/about/tacos">Terms of Use</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
