// The email a support message becomes: to whoever answers support, with the sender's address
// and page, and a link to the admin's support inbox.
import { PRODUCT_NAME } from '@campwise/domain';
import { escapeHtml } from '../claims/claim-emails.ts';
import type { EmailMessage } from '../email/email-sender.ts';
import type { SupportMessageRecord } from './support-repository.ts';

export function supportMessageEmail(to: string, message: SupportMessageRecord, publicWebUrl: string): EmailMessage {
  const inbox = `${publicWebUrl}/admin/support`;
  const from = `${message.name} <${message.email}>`;
  const page = message.pagePath ? `${publicWebUrl}${message.pagePath}` : 'not given';
  const text = [
    `New support message #${message.id} on ${PRODUCT_NAME}.`,
    '',
    `From: ${from}${message.userId === null ? ' (not signed in)' : ` (account #${message.userId})`}`,
    `Page: ${page}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    `Answer by replying to ${message.email}, then close it in the support inbox: ${inbox}`,
  ].join('\n');
  const html = [
    `<p>New support message #${message.id} on ${escapeHtml(PRODUCT_NAME)}.</p>`,
    `<p>From: ${escapeHtml(from)}<br>Page: ${escapeHtml(page)}<br>Subject: ${escapeHtml(message.subject)}</p>`,
    // The camper's text is shown as written, line breaks kept, never as markup.
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Answer by replying to ${escapeHtml(message.email)}, then <a href="${escapeHtml(inbox)}">close it in the support inbox</a>.</p>`,
  ].join('\n');
  return { to, subject: `[Support] ${message.subject}`, text, html, actionUrl: inbox };
}
