import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import styles from '@/components/ui/prose.module.css';

export const metadata: Metadata = {
  title: 'Terms of Use',
  description: `The terms that apply when you use ${PRODUCT_NAME} to find and plan campground stays.`,
  alternates: { canonical: '/about/tacos' },
};

export default function TermsPage() {
  return (
    <div className="page">
      <div className={styles.prose}>
        <h1>Terms of Use</h1>
        <p className={styles.updated}>Last updated: November 22, 2026</p>
        <p className={styles.lead}>
          These terms apply when you use {PRODUCT_NAME}, including this website and any {PRODUCT_NAME} account. By using{' '}
          {PRODUCT_NAME} you agree to them. If you do not agree, please do not use the service.
        </p>

        <section aria-labelledby="service-heading">
          <h2 id="service-heading">1. What {PRODUCT_NAME} is</h2>
          <p>
            {PRODUCT_NAME} is a directory of campgrounds in the United States. We show information gathered from public
            and community datasets on maps and campground pages. We do not own or operate campgrounds, and unless a page
            clearly says otherwise, we are not a party to any stay, reservation or payment you arrange with a
            campground.
          </p>
          <p>
            Some features, such as accounts, saved lists, bookings and paid memberships, may come with additional terms.
            We will show you those terms before you use the feature, and they apply together with these.
          </p>
        </section>

        <section aria-labelledby="accuracy-heading">
          <h2 id="accuracy-heading">2. Information is a starting point, not a guarantee</h2>
          <p>
            Campground details come from third-party and open data sources and may be incomplete, out of date or wrong.
            Fees, seasons, opening dates, site counts, amenities, access roads and rules change, sometimes without
            notice. Always confirm important details with the campground or the agency that manages it before you
            travel.
          </p>
          <p>
            Maps and distances on {PRODUCT_NAME} are approximate. Distances are measured in a straight line and are not
            driving directions. Do not rely on {PRODUCT_NAME} for navigation or for emergencies.
          </p>
        </section>

        <section aria-labelledby="safety-heading">
          <h2 id="safety-heading">3. Camping safely and lawfully</h2>
          <p>
            Camping and travel in the outdoors carry risks, including weather, wildfire, wildlife, water, terrain and
            remoteness. You are responsible for your own safety and that of the people with you, for checking current
            conditions, closures and fire restrictions, and for following the rules of the land you camp on. A listing
            on {PRODUCT_NAME} does not mean that camping is permitted at a place at any given time.
          </p>
        </section>

        <section aria-labelledby="use-heading">
          <h2 id="use-heading">4. Using the service fairly</h2>
          <p>When you use {PRODUCT_NAME}, you agree not to:</p>
          <ul>
            <li>break any law or anyone else&rsquo;s rights, or help someone else do so;</li>
            <li>
              collect data from the service by automated means in a way that places an unreasonable load on it, or get
              around any limits we put in place;
            </li>
            <li>interfere with, probe or disrupt the service, its security or the networks it runs on;</li>
            <li>
              submit content that is false, misleading, unlawful, abusive or that you do not have the right to share;
            </li>
            <li>pretend to be someone else or misrepresent your connection with a campground or organisation.</li>
          </ul>
        </section>

        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading">5. Accounts</h2>
          <p>
            If you create an account, keep your sign-in details safe and tell us promptly if you think someone else has
            used your account. You are responsible for what happens under your account. We may suspend or close accounts
            that break these terms. You can stop using {PRODUCT_NAME} and ask us to delete your account at any time.
          </p>
        </section>

        <section aria-labelledby="content-heading">
          <h2 id="content-heading">6. Data, content and licences</h2>
          <p>
            Much of the data on {PRODUCT_NAME} is published by others under open licences, which are listed on our{' '}
            <Link href="/about/us#data">About page</Link>. Your use of that data is subject to those licences — for
            example, OpenStreetMap data is available under the Open Database License, which requires attribution and
            share-alike for derived databases. The {PRODUCT_NAME} name, logo, design and software are ours and may not
            be used without our permission.
          </p>
          <p>
            If you send us content, such as a correction or a review, you keep ownership of it and give us a worldwide,
            non-exclusive, royalty-free licence to host, display, adapt and share it as part of the service.
          </p>
        </section>

        <section aria-labelledby="links-heading">
          <h2 id="links-heading">7. Other websites</h2>
          <p>
            {PRODUCT_NAME} links to websites we do not control, such as campground operators, booking sites and
            government agencies. We are not responsible for their content, availability or practices, and their own
            terms apply when you use them.
          </p>
        </section>

        <section aria-labelledby="disclaimer-heading">
          <h2 id="disclaimer-heading">8. Disclaimers and limits of liability</h2>
          <p>
            {PRODUCT_NAME} is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent the law
            allows, we make no warranties, express or implied, about the service or its information, including fitness
            for a particular purpose, accuracy and uninterrupted availability.
          </p>
          <p>
            To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential
            losses, or for losses arising from reliance on information shown on {PRODUCT_NAME}, from your travel or
            stays, or from the acts of campgrounds and other third parties. Nothing in these terms limits liability that
            cannot be limited by law.
          </p>
        </section>

        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading">9. Changes to the service and to these terms</h2>
          <p>
            We may change, add or remove features of {PRODUCT_NAME}. We may also update these terms; when we do, we will
            change the date at the top of this page, and for significant changes we will give notice on the site or by
            email to account holders. If you keep using {PRODUCT_NAME} after changes take effect, the updated terms
            apply.
          </p>
        </section>

        <section aria-labelledby="privacy-heading">
          <h2 id="privacy-heading">10. Privacy</h2>
          <p>
            Our <Link href="/about/privacy">Privacy Policy</Link> explains what personal information we collect and how
            we use it.
          </p>
        </section>
      </div>
    </div>
  );
}
