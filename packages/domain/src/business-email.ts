// Does a business email prove a link to the campground? Its domain must be the campground's
// website domain or a subdomain of it. Free-mail providers never prove anything, and a website
// hosted on a shared platform (a Facebook page, a Wix site) has no domain of its own to match.

/** Mailboxes anyone can open. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.us',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'verizon.net',
  'charter.net',
  'cox.net',
  'bellsouth.net',
  'earthlink.net',
  'fastmail.com',
  'hey.com',
]);

/** Platforms whose sites share one domain: matching it would prove nothing. */
const SHARED_SITE_DOMAINS = new Set([
  'facebook.com',
  'instagram.com',
  'google.com',
  'sites.google.com',
  'wixsite.com',
  'wordpress.com',
  'blogspot.com',
  'squarespace.com',
  'weebly.com',
  'godaddysites.com',
  'recreation.gov',
  'reserveamerica.com',
  'hipcamp.com',
  'campspot.com',
]);

function isUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function isFreeMail(domain: string): boolean {
  return [...FREE_MAIL_DOMAINS].some((free) => isUnder(domain, free));
}

/** The domain a website URL names, without "www."; null when it has none of its own. */
export function websiteDomain(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host)) return null;
  if ([...SHARED_SITE_DOMAINS].some((shared) => isUnder(host, shared)) || isFreeMail(host)) return null;
  return host;
}

/** True when the address is at the website's domain (or a subdomain) and not a free mailbox. */
export function emailMatchesWebsite(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const emailDomain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (isFreeMail(emailDomain)) return false;
  return isUnder(emailDomain, domain);
}
