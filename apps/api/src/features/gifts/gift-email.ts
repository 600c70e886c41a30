// The email that tells a gift's recipient their code and where to redeem it.
import { PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function giftRedeemLink(publicWebUrl: string, code: string): string {
  return `${publicWebUrl}/pro/gift?code=${encodeURIComponent(code)}`;
}

export function giftEmail(gift: {
  to: string;
  recipientName: string;
  purchaserName: string;
  message: string;
  code: string;
  link: string;
}): EmailMessage {
  const from = gift.purchaserName.trim() || 'Someone';
  const greeting = gift.recipientName.trim() ? `Hi ${gift.recipientName.trim()},` : 'Hi,';
  const subject = `${from} gave you a year of ${PRODUCT_NAME} PRO`;
  const text = [
    greeting,
    '',
    `${from} gave you a year of ${PRODUCT_NAME} PRO.`,
    ...(gift.message.trim() ? ['', gift.message.trim()] : []),
    '',
    `Your gift code: ${gift.code}`,
    `Redeem it here (sign in or create an account first): ${gift.link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(from)} gave you a year of ${PRODUCT_NAME} PRO.</p>`,
    ...(gift.message.trim() ? [`<blockquote>${escapeHtml(gift.message.trim())}</blockquote>`] : []),
    `<p>Your gift code: <strong>${escapeHtml(gift.code)}</strong></p>`,
    `<p><a href="${escapeHtml(gift.link)}">Redeem your gift</a> (sign in or create an account first).</p>`,
  ].join('\n');
  return { to: gift.to, subject, text, html, actionUrl: gift.link };
}
