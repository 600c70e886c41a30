// The stay-connected confirmation email (double opt-in): nothing is sent to an address until its
// owner follows this link. It also carries the unsubscribe link, as every newsletter email will.
import { PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function newsletterConfirmLink(publicWebUrl: string, token: string): string {
  return `${publicWebUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function newsletterUnsubscribeLink(publicWebUrl: string, token: string): string {
  return `${publicWebUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function newsletterConfirmEmail(to: string, links: { confirm: string; unsubscribe: string }): EmailMessage {
  const subject = `Confirm your ${PRODUCT_NAME} newsletter subscription`;
  const text = [
    `Someone asked to get the ${PRODUCT_NAME} newsletter (camping tips, new campgrounds and deals) at this address.`,
    '',
    'To confirm the subscription, open this link (it works for 7 days):',
    links.confirm,
    '',
    'If you did not ask for this, ignore this email: you will not be subscribed.',
    `Changed your mind later? Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>Someone asked to get the ${PRODUCT_NAME} newsletter (camping tips, new campgrounds and deals) at this address.</p>`,
    `<p><a href="${escapeHtml(links.confirm)}">Confirm the subscription</a> (the link works for 7 days).</p>`,
    '<p>If you did not ask for this, ignore this email: you will not be subscribed.</p>',
    `<p><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return { to, subject, text, html, actionUrl: links.confirm };
}
