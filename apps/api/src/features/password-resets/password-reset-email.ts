// The password reset email: plain text and HTML, both carrying the link.
import { PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function passwordResetLink(publicWebUrl: string, token: string): string {
  return `${publicWebUrl}/password/reset?token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(to: string, link: string, validMinutes: number): EmailMessage {
  const validity =
    validMinutes % 60 === 0 ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}` : `${validMinutes} minutes`;
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Someone asked to reset the password of the ${PRODUCT_NAME} account for this email address.`,
    '',
    `To choose a new password, open this link (it works once, for ${validity}):`,
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Someone asked to reset the password of the ${PRODUCT_NAME} account for this email address.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${validity}).</p>`,
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject, text, html, actionUrl: link };
}
