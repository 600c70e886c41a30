// Contact details come straight from the source datasets, so they are checked before they
// become links: a website without a scheme gets https://, anything else stays plain text.

export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : null;
}

export function websiteHref(website: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function mailtoHref(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? `mailto:${email}` : null;
}

/** "recreation.gov" reads better than a long URL in a narrow column; the link keeps the full address. */
export function displayWebsite(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}
