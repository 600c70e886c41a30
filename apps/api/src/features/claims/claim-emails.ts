// The emails and text of a claim: the verification code, and the admin's decision (on a claim
// or a contest, and to the owner a contest replaced).
import { PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function message(to: string, subject: string, lines: string[], link?: { url: string; label: string }): EmailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n');
  const html = [
    ...lines.filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html, ...(link ? { actionUrl: link.url } : {}) };
}

export function verificationCodeText(campgroundName: string, code: string): string {
  return `${code} is your ${PRODUCT_NAME} code to claim ${campgroundName}. It expires in 30 minutes.`;
}

export function verificationCodeEmail(to: string, campgroundName: string, code: string): EmailMessage {
  return message(to, `Your ${PRODUCT_NAME} code for ${campgroundName}`, [
    `Someone is claiming ${campgroundName} on ${PRODUCT_NAME} and asked us to send a code to this address.`,
    '',
    `Your code: ${code}`,
    '',
    'It expires in 30 minutes. If you did not ask for it, you can ignore this email.',
  ]);
}

export function claimApprovedEmail(to: string, campgroundName: string, publicWebUrl: string): EmailMessage {
  return message(
    to,
    `Your claim of ${campgroundName} is approved`,
    [
      `Good news: you now manage ${campgroundName} on ${PRODUCT_NAME}.`,
      '',
      'Open the manager portal to set up your listing and bookings.',
    ],
    { url: `${publicWebUrl}/manager`, label: 'Open the manager portal' },
  );
}

export function claimRejectedEmail(to: string, campgroundName: string, reason: string): EmailMessage {
  return message(to, `Your claim of ${campgroundName} was not approved`, [
    `We could not approve your claim of ${campgroundName}.`,
    '',
    `Reason: ${reason}`,
    '',
    'If you have more proof, you can start a new claim.',
  ]);
}

export function contestRejectedEmail(to: string, campgroundName: string, reason: string): EmailMessage {
  return message(to, `Your contest of the claim of ${campgroundName} was not approved`, [
    `We looked into your contest of the claim of ${campgroundName} and could not approve it.`,
    '',
    `Reason: ${reason}`,
    '',
    'If you have more proof, you can contest the claim again.',
  ]);
}

/** To the owner whose claim a contest replaced: their team no longer runs the campground. */
export function claimRevokedEmail(to: string, campgroundName: string): EmailMessage {
  return message(to, `Your claim of ${campgroundName} was revoked`, [
    `Someone contested your claim of ${campgroundName} on ${PRODUCT_NAME} and proved they run it.`,
    '',
    'After reviewing both claims we revoked yours: you and your team no longer manage the campground.',
    '',
    `If you think this is a mistake, reply to this email with proof and we will look into it again.`,
  ]);
}
