// What a member is told about openings (docs/api-alerts.md "Delivery"): the bell's line, the
// email (plain text and HTML, with a "Book it now" link to the web path that starts checkout)
// and the push message; one opening at a time, or a digest of several after the rate limit.
import { formatStayDate, pluralNights, daysBetween, PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';
import { escapeHtml } from '../claims/claim-emails.ts';
import type { PushMessage } from '../push/push-job-types.ts';

export interface OpeningFacts {
  id: string;
  alertId: string;
  siteName: string;
  campgroundName: string;
  startDate: string;
  endDate: string;
}

/** The web path that books an opening: the web app turns it into checkout for the member. */
export function bookPath(openingId: string): string {
  return `/alerts/openings/${encodeURIComponent(openingId)}`;
}

/** Where a digest sends the member: their alerts. */
export const MY_ALERTS_PATH = '/alerts/my-alerts';

function stayText(opening: OpeningFacts): string {
  const nights = pluralNights(daysBetween(opening.startDate, opening.endDate));
  return `${formatStayDate(opening.startDate)} – ${formatStayDate(opening.endDate)} (${nights})`;
}

export function openingTitle(opening: OpeningFacts): string {
  return `A site opened at ${opening.campgroundName}`;
}

export function openingBody(opening: OpeningFacts): string {
  return `${opening.siteName}, ${stayText(opening)}`;
}

const FIRST_COME =
  'Whoever books first gets it: opening the link holds the site for you while you check out. Your alert keeps watching.';

export function openingEmail(to: string, opening: OpeningFacts, publicWebUrl: string): EmailMessage {
  const link = `${publicWebUrl}${bookPath(opening.id)}`;
  const lines = [
    `${opening.siteName} at ${opening.campgroundName} is free for your dates.`,
    `Dates: ${stayText(opening)}`,
    FIRST_COME,
  ];
  return {
    to,
    subject: `${openingTitle(opening)}: ${formatStayDate(opening.startDate)}`,
    text: ['Hi,', '', ...lines, '', `Book it now: ${link}`, '', `— ${PRODUCT_NAME} alerts`].join('\n'),
    html: [
      '<p>Hi,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Book it now</a></p>`,
      `<p>— ${PRODUCT_NAME} alerts</p>`,
    ].join('\n'),
    actionUrl: link,
  };
}

export function digestEmail(to: string, openings: OpeningFacts[], publicWebUrl: string): EmailMessage {
  const items = openings.map((opening) => ({
    line: `${opening.campgroundName}: ${openingBody(opening)}`,
    link: `${publicWebUrl}${bookPath(opening.id)}`,
  }));
  const intro = `Your alerts found ${openings.length} openings in the last few minutes.`;
  return {
    to,
    subject: `${openings.length} openings for your ${PRODUCT_NAME} alerts`,
    text: [
      'Hi,',
      '',
      intro,
      '',
      ...items.map((item) => `${item.line}\nBook it now: ${item.link}`),
      '',
      FIRST_COME,
      '',
      `— ${PRODUCT_NAME} alerts`,
    ].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item.line)} — <a href="${escapeHtml(item.link)}">Book it now</a></li>`),
      '</ul>',
      `<p>${escapeHtml(FIRST_COME)}</p>`,
      `<p>— ${PRODUCT_NAME} alerts</p>`,
    ].join('\n'),
    actionUrl: `${publicWebUrl}${MY_ALERTS_PATH}`,
  };
}

export function openingPush(userId: number, opening: OpeningFacts): PushMessage {
  return {
    userId,
    title: openingTitle(opening).slice(0, 120),
    body: openingBody(opening).slice(0, 400),
    url: bookPath(opening.id),
    tag: `alert-${opening.alertId}`,
  };
}

export function digestPush(userId: number, openings: OpeningFacts[]): PushMessage {
  const names = [...new Set(openings.map((opening) => opening.campgroundName))].join(', ');
  return {
    userId,
    title: `${openings.length} openings for your alerts`,
    body: names.slice(0, 400),
    url: MY_ALERTS_PATH,
    tag: 'alert-digest',
  };
}
