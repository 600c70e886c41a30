// A manager's answers to a reservation from its detail panel in the portal (issue 14's
// manager-reservation-approve, -modify and -cancel overlays): approve a request, add a night with
// the difference shown before confirming, cancel with a chosen refund. Each waits until the panel
// shows the outcome; `shot` is called with each overlay open.
import { addDays, formatStayDate } from '@campwise/domain';
import type { Page } from 'playwright-core';
import type { Stay } from './managers.ts';

type Shot = (name: string) => Promise<void>;

/** A stay's dates as the portal writes them. */
export const stayDatesText = (stay: Stay) => `${formatStayDate(stay.startDate)} – ${formatStayDate(stay.endDate)}`;

const detailPanel = (page: Page) => page.getByTestId('reservation-detail');

export async function approveRequest(page: Page, shot?: Shot): Promise<void> {
  const detail = detailPanel(page);
  await detail.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this request?' });
  await approve.waitFor();
  await shot?.('overlay-approve');
  await approve.getByRole('button', { name: 'Approve request' }).click();
  await approve.waitFor({ state: 'detached' });
  await detail.getByTestId('reservation-status').getByText('Confirmed').waitFor();
}

/** One more night for `moreDollars` (whole dollars) over the shown total; answers the new stay. */
export async function addNight(page: Page, stay: Stay, moreDollars: number, shot?: Shot): Promise<Stay> {
  const detail = detailPanel(page);
  const total = Number((await detail.getByTestId('reservation-total').innerText()).replace(/[^\d.]/g, ''));
  await detail.getByRole('button', { name: 'Change' }).click();
  const modify = page.getByRole('dialog', { name: 'Change this reservation' });
  await modify.waitFor();
  const longer: Stay = { startDate: stay.startDate, endDate: addDays(stay.endDate, 1) };
  const more = `$${moreDollars.toFixed(2)}`;
  await modify.getByLabel('Departure').fill(longer.endDate);
  await modify.getByLabel('New total (USD)').fill((total + moreDollars).toFixed(2));
  await modify
    .getByTestId('modification-difference')
    .getByText(`${more} more will be charged to the guest's card.`)
    .waitFor();
  await shot?.('overlay-modify');
  await modify.getByRole('button', { name: 'Confirm change' }).click();
  await modify.waitFor({ state: 'detached' });
  await detail.getByTestId('reservation-dates').getByText(stayDatesText(longer)).waitFor();
  await detail
    .getByTestId('reservation-events')
    .getByText(new RegExp(`Changed .*\\${more.replace('.', '\\.')} charged`))
    .waitFor();
  return longer;
}

/** Cancels with `refundDollars` (whole dollars) back and the reason the guest reads. */
export async function cancelWithRefund(page: Page, refundDollars: number, reason: string, shot?: Shot): Promise<void> {
  const detail = detailPanel(page);
  const refund = `$${refundDollars.toFixed(2)}`;
  await detail.getByRole('button', { name: 'Cancel reservation' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await cancel.waitFor();
  await cancel.getByLabel('Another amount').check();
  await cancel.getByLabel('Refund amount (USD)').fill(String(refundDollars));
  await cancel.getByTestId('refund-preview').getByText(`The guest gets ${refund} back.`).waitFor();
  await cancel.getByLabel('Reason (the guest reads it)').fill(reason);
  await shot?.('overlay-cancel');
  await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
  await cancel.waitFor({ state: 'detached' });
  await detail.getByTestId('reservation-status').getByText('Cancelled').waitFor();
  await detail.getByText(`${refund} refunded`).waitFor();
}
