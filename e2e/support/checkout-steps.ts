// The checkout's steps as a camper goes through them (issue 13): the Book button on a campground
// page, then dates, guests, vehicle, policies and payment with the local test card form, up to the
// review. Shared by the browser tests that book a site.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { waitForHydration } from './page-session.ts';

/** The step's form, once its heading shows. */
export async function step(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole('form', { name: title });
  await form.waitFor({ timeout: 20_000 });
  return form;
}

/** Presses the first free site's Book button on the campground page; answers the site's name. */
export async function bookFirstFreeSite(page: Page): Promise<string> {
  const section = page.getByTestId('booking-section');
  const book = section.getByRole('button', { name: /^Book / }).first();
  await book.waitFor({ timeout: 30_000 });
  const label = (await book.getAttribute('aria-label')) ?? '';
  await book.click();
  await page.waitForURL(/\/checkout\/[^/]+\/step\/dates$/, { timeout: 30_000 });
  await waitForHydration(page);
  return label.replace(/^Book /, '');
}

export async function fillCard(form: Locator, number: string): Promise<void> {
  await form.getByLabel('Name on Card').fill('Robin Camper');
  await form.getByLabel('Street Address').fill('1 Trailhead Road');
  await form.getByLabel('Card number').pressSequentially(number.replace(/\s/g, ''));
  await form.getByLabel('Expiration date (MM / YY)').pressSequentially('1234');
  await form.getByLabel('CVC').fill('123');
}

/** Dates → guests → (vehicle) → policies → payment with `card` → review; `shot` sees each step. */
export async function fillSteps(
  page: Page,
  card: string,
  options: { shot?: (name: string) => Promise<void> } = {},
): Promise<void> {
  const dates = await step(page, 'Site and dates');
  await dates.locator('input[type="radio"]:checked').waitFor({ timeout: 20_000 });
  await options.shot?.('step-dates');
  await dates.getByRole('button', { name: 'Continue' }).click();

  const guests = await step(page, 'Guests');
  await guests.getByLabel('Phone').pressSequentially('9705550100');
  expect(await guests.getByLabel('Phone').inputValue()).toBe('(970) 555-0100');
  await options.shot?.('step-guests');
  await guests.getByRole('button', { name: 'Continue' }).click();

  // RV sites ask for the vehicle; others go straight to the policies.
  await page.waitForURL(/\/step\/(vehicle|policies)$/);
  if (page.url().endsWith('/step/vehicle')) {
    const vehicle = await step(page, 'Vehicle');
    await vehicle.getByLabel('What are you bringing?').selectOption('car');
    await options.shot?.('step-vehicle');
    await vehicle.getByRole('button', { name: 'Continue' }).click();
  }

  const policies = await step(page, 'Policies');
  await policies.getByText(/^Full refund until/).waitFor();
  await options.shot?.('step-policies');
  await policies.getByRole('button', { name: 'Continue' }).click();
  await policies.getByText('Please accept the policies to continue.').waitFor();
  await policies.getByLabel(/I accept the check-in/).check();
  await policies.getByRole('button', { name: 'Continue' }).click();

  const payment = await step(page, 'Payment');
  await payment.getByText('Or pay with a card').or(payment.getByText('Card Information')).first().waitFor();
  await fillCard(payment, card);
  await options.shot?.('step-payment');
  await payment.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Review');
}
