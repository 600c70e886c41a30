import { displayWebsite, mailtoHref, telHref, websiteHref } from '../contact-links';
import type { Campground } from '../campground-schema';
import styles from './campground-detail.module.css';

function ContactValue({ text, href, display }: { text: string; href: string | null; display?: string }) {
  return href ? (
    <a href={href} rel={href.startsWith('http') ? 'nofollow noopener' : undefined}>
      {display ?? text}
    </a>
  ) : (
    <>{text}</>
  );
}

/** Phone, website and email, each a link when it is well-formed enough to be one. */
export function CampgroundContact({ campground }: { campground: Pick<Campground, 'phone' | 'website' | 'email'> }) {
  const { phone, website, email } = campground;
  if (!phone && !website && !email) {
    return <p className={styles.muted}>No contact details are listed for this campground.</p>;
  }
  const site = website ? websiteHref(website) : null;
  return (
    <dl className={styles.contact}>
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <ContactValue text={phone} href={telHref(phone)} />
          </dd>
        </div>
      )}
      {website && (
        <div>
          <dt>Website</dt>
          <dd>
            <ContactValue text={website} href={site} display={site ? displayWebsite(site) : undefined} />
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>Email</dt>
          <dd>
            <ContactValue text={email} href={mailtoHref(email)} />
          </dd>
        </div>
      )}
    </dl>
  );
}
