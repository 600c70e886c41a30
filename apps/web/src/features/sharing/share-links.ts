// What the share overlay offers: the absolute link, and an email that carries it. Pure, so
// the texts are tested without a browser.
import { PRODUCT_NAME } from '@campwise/domain';

/** What is being shared: a campground, a review or a photo. */
export interface ShareTarget {
  /** "campground", "review" or "photo": the overlay says "Share this {kind}". */
  kind: 'campground' | 'review' | 'photo';
  /** The name people see in the email subject, e.g. the campground's name. */
  title: string;
  /** Absolute URL, or a path on this site (made absolute with the page's origin). */
  url: string;
}

export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

export function shareSubject(target: Pick<ShareTarget, 'title'>): string {
  return `${target.title} on ${PRODUCT_NAME}`;
}

export function shareText(target: Pick<ShareTarget, 'title' | 'kind'>): string {
  return target.kind === 'campground'
    ? `Take a look at ${target.title} on ${PRODUCT_NAME}.`
    : `Take a look at this ${target.kind} of ${target.title} on ${PRODUCT_NAME}.`;
}

/** mailto: with subject and body; encodeURIComponent so spaces are %20, not "+", in mail apps. */
export function mailtoHref(target: Pick<ShareTarget, 'title' | 'kind'>, absolute: string): string {
  const subject = encodeURIComponent(shareSubject(target));
  const body = encodeURIComponent(`${shareText(target)}\n\n${absolute}`);
  return `mailto:?subject=${subject}&body=${body}`;
}
