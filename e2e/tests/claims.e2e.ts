// Claiming (issue 14): an owner finds their campground on /claim, says who they are, verifies
// with a code sent to the listing's email (read from the outbox), waits for review on
// /claim/properties; an admin approves at /admin/claims; the owner sees claim-success once and
// reaches /manager. A second user is told it is already claimed. A camper suggests a missing
// campground on /claim/add (listing-success-camper) and an admin approves it at /admin/listings;
// an owner adding theirs sees listing-success. A claim verified by a code to a business address
// at the campground's website domain waits for review too. The account menu offers the manager
// portal once the claim is approved (without signing out) and the admin screens to admins.
// Sign-in and admin-only rules are checked on the way. A claim is contested: the contester files
// the contest form, is refused a wrong code (shown only until they edit it) and sends a document;
// the admin compares it with the claim it disputes, opens the document and approves it: the
// contester runs the campground from /manager, the old owner no longer does.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { newManagerOf, type Manager } from '../support/managers.ts';
import { adminToken, latestEmailTo } from '../support/outbox.ts';
import { waitForHydration } from '../support/page-session.ts';

const SCREENSHOTS = process.env.CLAIMS_SCREENSHOTS;
const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const suffix = randomBytes(4).toString('hex');
const listedEmail = `office-${suffix}@example.com`;
const owner = newCamper('claims', 'owner', 'Casey Owner');
const rival = newCamper('claims', 'rival', 'Riley Rival');
const camper = newCamper('claims', 'camper', 'Sam Suggester');
const suggestedName = `Juniper Flats ${suffix}`;
const ownedName = `Sagebrush Hollow ${suffix}`;
const businessDomain = `pinecrest-${suffix}.com`;
const contestListedEmail = `desk-${suffix}@example.com`;
const contester = newCamper('claims', 'contester', 'Robin Contester');
const REASON = `We bought the campground from the Hansen family this spring (${suffix}); the deed is attached.`;
const DEED = Buffer.from(`%PDF-1.4\n% deed ${suffix}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

const ALREADY_CLAIMED =
  'This campground is already claimed by its manager. If you run it, contest the claim: tell us why it is yours, prove it, and we will look into it.';

const sessions: BrowserSession[] = [];
const pageErrors: string[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

interface CampgroundRef {
  id: string;
  name: string;
  slug: string;
  regionSlug: string;
  regionCode: string;
}

/** A campground whose name the campground autocomplete suggests exactly once (not `except`). */
async function uniquelyNamedCampground(except?: string): Promise<CampgroundRef> {
  for (let pageNumber = 4; pageNumber < 40; pageNumber += 1) {
    const response = await fetch(
      `${apiUrl}/api/v6/campgrounds?filter[region]=wyoming&page[size]=1&page[number]=${pageNumber}`,
    );
    const [first] = (await response.json()).data as { id: string; attributes: Record<string, unknown> }[];
    if (!first || first.attributes['demo-inventory'] || first.id === except) continue;
    const name = String(first.attributes.name);
    const code = String(first.attributes['region-code']).toUpperCase();
    const suggestions = (await (
      await fetch(`${apiUrl}/api/autocomplete/campgrounds?q=${encodeURIComponent(name)}&limit=20`)
    ).json()) as { label: string }[];
    if (suggestions.filter((suggestion) => suggestion.label === `${name}, ${code}`).length !== 1) continue;
    return {
      id: first.id,
      name,
      slug: String(first.attributes.slug),
      regionSlug: String(first.attributes['region-slug']),
      regionCode: code,
    };
  }
  throw new Error('no uniquely named campground found');
}

/** Gives the campground contacts the test can read (a listed email, a website): the admin edits it. */
async function setListing(campgroundId: string, attributes: Record<string, string | null>): Promise<void> {
  const token = await adminToken();
  const response = await fetch(`${apiUrl}/api/v6/campgrounds/${campgroundId}`, {
    method: 'PATCH',
    headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { type: 'campgrounds', id: campgroundId, attributes } }),
  });
  if (!response.ok) throw new Error(`listing edit failed: ${response.status} ${await response.text()}`);
}

/** An Oregon campground without demo inventory, given a listed email the test reads. */
async function contestedCampground(): Promise<CampgroundRef> {
  for (let pageNumber = 5; pageNumber < 40; pageNumber += 1) {
    const response = await fetch(
      `${apiUrl}/api/v6/campgrounds?filter[region]=oregon&sort=name&page[size]=1&page[number]=${pageNumber}`,
    );
    const [first] = (await response.json()).data as { id: string; attributes: Record<string, unknown> }[];
    if (!first || first.attributes['demo-inventory'] || first.attributes.claimed) continue;
    await setListing(first.id, { email: contestListedEmail });
    return {
      id: first.id,
      name: String(first.attributes.name),
      slug: String(first.attributes.slug),
      regionSlug: String(first.attributes['region-slug']),
      regionCode: String(first.attributes['region-code']).toUpperCase(),
    };
  }
  throw new Error('no Oregon campground to contest');
}

async function browserPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const session = await launchBrowser(viewport);
  sessions.push(session);
  const page = await session.browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

async function signedInPage(user: { email: string; password: string }): Promise<Page> {
  const page = await browserPage();
  await signInOnPage(page, user);
  return page;
}

async function goTo(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response?.status();
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The items of the header's account menu, read with the menu open, then closed again. */
async function accountMenu(page: Page, waitFor?: string, shot?: string): Promise<string[]> {
  await page.getByRole('button', { name: /account menu/ }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  if (waitFor) await menu.getByRole('menuitem', { name: waitFor }).waitFor();
  if (shot && SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${shot}-${page.viewportSize()?.width}.png` });
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((item) => item.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

/** The newest 6-digit code emailed to an address. */
async function codeSentTo(email: string): Promise<string> {
  const message = await latestEmailTo(email);
  const code = /\b(\d{6})\b/.exec(`${message?.subject ?? ''} ${message?.text ?? ''}`)?.[1];
  if (!code) throw new Error(`no code in the email to ${email}: ${JSON.stringify(message)}`);
  return code;
}

let campground: CampgroundRef;
let ownerToken: string;
let ownerPage: Page;
let rivalPage: Page;
let adminPage: Page;

describe('claiming a campground', () => {
  it('asks a visitor to sign in first (SessionRequired, with the way back)', async () => {
    const page = await browserPage();
    await goTo(page, '/claim/some-campground');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/claim/some-campground');
  });

  it('finds the campground from /claim and links there from its page', async () => {
    campground = await uniquelyNamedCampground();
    await setListing(campground.id, { email: listedEmail });
    ownerToken = await createCamper(owner);
    ownerPage = await signedInPage(owner);

    await goTo(ownerPage, `/camping/${campground.regionSlug}/${campground.slug}`);
    const link = ownerPage.getByRole('link', { name: 'Claim this campground' });
    expect(await link.getAttribute('href')).toBe(`/claim/${campground.slug}?region=${campground.regionSlug}`);

    await goTo(ownerPage, '/claim');
    await ownerPage.getByRole('heading', { level: 1, name: 'Claim your campground' }).waitFor();
    await screenshot(ownerPage, 'claim-landing');
    await ownerPage.getByRole('combobox', { name: 'Campground name' }).fill(campground.name);
    await ownerPage.getByRole('option', { name: `${campground.name}, ${campground.regionCode}`, exact: true }).click();
    await ownerPage.waitForURL((url) => url.pathname === `/claim/${campground.slug}`);
    await ownerPage.getByRole('heading', { level: 2, name: campground.name }).waitFor();
  });

  it('validates the About you step on touch, masks the phone, then sends a code to the listed email', async () => {
    const form = ownerPage.getByRole('form', { name: 'About you' });
    await form.waitFor();
    expect(await form.getByLabel('Your name').inputValue()).toBe(owner.name);
    const phone = form.getByLabel('Phone (optional)');
    await phone.fill('3075550142');
    expect(await phone.inputValue()).toBe('(307) 555-0142');
    const website = form.getByLabel('Website (optional)');
    await website.fill('not a website');
    await website.blur();
    await form.getByText('Please enter a valid URL.').waitFor();
    await website.fill('https://www.example.com');
    await form.getByText('Please enter a valid URL.').waitFor({ state: 'detached' });
    await screenshot(ownerPage, 'claim-about-you');
    await form.getByRole('button', { name: 'Continue' }).click();

    const verify = ownerPage.getByRole('form', { name: `Verify that you run ${campground.name}` });
    await verify.waitFor();
    await verify.getByLabel(/Email me a code at the listed address/).check();
    await screenshot(ownerPage, 'claim-verify');
    await verify.getByRole('button', { name: 'Send code' }).click();

    const codeForm = ownerPage.getByRole('form', { name: 'Enter your code' });
    await codeForm.waitFor();
    // The address is shown masked: never the whole listed email.
    expect(await codeForm.textContent()).not.toContain(listedEmail);
    await screenshot(ownerPage, 'claim-code');
    await codeForm.getByLabel('Code').fill(await codeSentTo(listedEmail));
    await codeForm.getByRole('button', { name: 'Verify', exact: true }).click();
    await ownerPage.getByRole('heading', { name: "We're reviewing your claim" }).waitFor();
    await screenshot(ownerPage, 'claim-pending');
  });

  it('lists the claim as in review on /claim/properties', async () => {
    await goTo(ownerPage, '/claim/properties');
    const row = ownerPage.getByTestId('my-claim').filter({ hasText: campground.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('In review');
    expect(await ownerPage.getByTestId('claim-success').count()).toBe(0);
    await screenshot(ownerPage, 'claim-properties-pending');
    // Not a manager yet, nor an admin.
    expect(await accountMenu(ownerPage)).toEqual([
      'Account',
      'Saved lists',
      'Trips',
      'Trip planner',
      'Alerts',
      'Sign out',
    ]);
  });

  it('is not found for a signed-in user who is not an admin', async () => {
    for (const path of ['/admin', '/admin/claims', '/admin/listings', '/admin/users']) {
      expect(await goTo(ownerPage, path)).toBe(404);
    }
  });

  it('an admin approves it at /admin/claims', async () => {
    adminPage = await signedInPage(inject('admin'));
    await goTo(adminPage, '/admin');
    await adminPage
      .getByRole('link', { name: /Claims/ })
      .first()
      .waitFor();
    await screenshot(adminPage, 'admin-index');
    expect(await accountMenu(adminPage, 'Admin', 'account-menu-admin')).toContain('Admin');
    // Spec section 6: an admin opens anyone's claim by the campground's slug.
    await goTo(adminPage, `/claim/${campground.slug}?region=${campground.regionSlug}`);
    const onCampground = adminPage.getByRole('region', { name: 'Claims on this campground' });
    await onCampground.waitFor();
    const listed = await onCampground.getByRole('listitem').filter({ hasText: owner.name }).textContent();
    expect(listed).toContain('In review');
    await screenshot(adminPage, 'admin-claim-by-slug');
    await goTo(adminPage, '/admin/claims');
    const item = adminPage.getByTestId('admin-claim').filter({ hasText: campground.name });
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain(owner.name);
    expect(text).toContain('Code to the listed email');
    expect(text).toContain('Code confirmed');
    await screenshot(adminPage, 'admin-claims');
    await item.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(`Claim of ${campground.name} approved.`).waitFor();
    await item.waitFor({ state: 'detached' });
  });

  it('shows the owner claim-success once, then opens the manager portal', async () => {
    await goTo(ownerPage, '/claim/properties');
    const overlay = ownerPage.getByTestId('claim-success');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain(campground.name);
    await screenshot(ownerPage, 'claim-success');
    await ownerPage.getByRole('button', { name: 'Later' }).click();
    await overlay.waitFor({ state: 'detached' });
    const row = ownerPage.getByTestId('my-claim').filter({ hasText: campground.name });
    expect(await row.textContent()).toContain('Approved');
    // The page read the session again on seeing the approval: the header offers the portal now.
    expect(await accountMenu(ownerPage, 'Manager portal', 'account-menu-manager')).toEqual([
      'Account',
      'Saved lists',
      'Trips',
      'Trip planner',
      'Alerts',
      'Manager portal',
      'Sign out',
    ]);

    await goTo(ownerPage, '/claim/properties');
    await ownerPage.getByTestId('my-claim').first().waitFor();
    // Give a second overlay every chance to appear before saying it did not.
    await ownerPage.waitForLoadState('networkidle');
    expect(await ownerPage.getByTestId('claim-success').count()).toBe(0);

    await ownerPage
      .getByTestId('my-claim')
      .filter({ hasText: campground.name })
      .getByRole('link', { name: 'Open the manager portal' })
      .click();
    await ownerPage.waitForURL((url) => url.pathname === '/manager');
    await ownerPage.getByRole('heading', { level: 1 }).waitFor();
  });

  it('tells a second user it is already claimed and how to contest it', async () => {
    await createCamper(rival);
    const page = await signedInPage(rival);
    rivalPage = page;
    await goTo(page, `/claim/${campground.slug}?region=${campground.regionSlug}`);
    await page.getByTestId('claim-taken').waitFor();
    expect(await page.getByTestId('claim-taken').textContent()).toContain(ALREADY_CLAIMED);
    expect(await page.getByRole('form', { name: 'About you' }).count()).toBe(0);
    // The contest form follows (claims-contest.e2e.ts files one).
    await page.getByRole('form', { name: 'Contest the claim' }).waitFor();
    await screenshot(page, 'claim-taken');
  });

  it('lets the owner invite the second user, who joins the team at /manager/invitations/{token}', async () => {
    const invited = await fetch(`${apiUrl}/api/v6/manager-invitations`, {
      method: 'POST',
      headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({
        data: {
          type: 'manager-invitations',
          attributes: { email: rival.email },
          relationships: { campground: { data: { type: 'campgrounds', id: campground.id } } },
        },
      }),
    });
    expect(invited.status).toBe(201);
    const link = /\/manager\/invitations\/[A-Za-z0-9_-]+/.exec((await latestEmailTo(rival.email))?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await goTo(rivalPage, link!);
    await screenshot(rivalPage, 'invitation');
    await rivalPage.getByRole('button', { name: 'Accept invitation' }).click();
    await rivalPage.getByRole('heading', { name: 'You’re on the team' }).waitFor();
    expect(await rivalPage.getByText(`You now help manage ${campground.name}`).count()).toBe(1);
    // The link is used up.
    await goTo(rivalPage, link!);
    await rivalPage.getByRole('button', { name: 'Accept invitation' }).click();
    await rivalPage.getByText('This invitation has expired or was already used.', { exact: false }).waitFor();
  });

  it('verifies a claim with a code to a business address at the website’s domain', async () => {
    const other = await uniquelyNamedCampground(campground.id);
    await setListing(other.id, { website: `https://www.${businessDomain}/`, email: null, phone: null });
    const businessEmail = `rangers-${suffix}@${businessDomain}`;
    await goTo(rivalPage, `/claim/${other.slug}?region=${other.regionSlug}`);
    const form = rivalPage.getByRole('form', { name: 'About you' });
    await form.getByRole('button', { name: 'Continue' }).click();

    const verify = rivalPage.getByRole('form', { name: `Verify that you run ${other.name}` });
    await verify.waitFor();
    expect(await verify.textContent()).toContain(`An address at ${businessDomain}, the campground’s website.`);
    await verify.getByLabel(/Use my business email/).check();
    // An address elsewhere is refused before anything is sent.
    await verify.getByRole('textbox', { name: 'Business email' }).fill(`rangers-${suffix}@gmail.com`);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByText(`Use an email address at ${businessDomain}, the campground's website.`).waitFor();
    expect(await latestEmailTo(`rangers-${suffix}@gmail.com`)).toBeNull();
    await verify.getByRole('textbox', { name: 'Business email' }).fill(businessEmail);
    await screenshot(rivalPage, 'claim-verify-business');
    await verify.getByRole('button', { name: 'Send code' }).click();

    const codeForm = rivalPage.getByRole('form', { name: 'Enter your code' });
    await codeForm.waitFor();
    await codeForm.getByLabel('Code').fill(await codeSentTo(businessEmail));
    await codeForm.getByRole('button', { name: 'Verify', exact: true }).click();
    await rivalPage.getByRole('heading', { name: "We're reviewing your claim" }).waitFor();
  });
});

describe('contesting a claim', () => {
  let contested: CampgroundRef;
  let oldOwner: Manager;
  let oldOwnerPage: Page;
  let contesterPage: Page;

  it('starts from a campground its owner runs from the manager portal', async () => {
    contested = await contestedCampground();
    oldOwner = await newManagerOf(contested.id, `contested-${suffix}`);
    oldOwnerPage = await signedInPage(oldOwner);
    await goTo(oldOwnerPage, '/manager');
    await oldOwnerPage.getByText(contested.name, { exact: false }).first().waitFor();
    expect(await oldOwnerPage.getByRole('heading', { name: "You don't manage a campground yet" }).count()).toBe(0);
  });

  it('offers a second user the contest form, which needs a reason', async () => {
    await createCamper(contester);
    contesterPage = await signedInPage(contester);
    await goTo(contesterPage, `/claim/${contested.slug}?region=${contested.regionSlug}`);
    await contesterPage.getByTestId('claim-taken').waitFor();
    expect(await contesterPage.getByTestId('claim-taken').textContent()).toContain(
      'If you run it, contest the claim: tell us why it is yours, prove it, and we will look into it.',
    );
    const form = contesterPage.getByRole('form', { name: 'Contest the claim' });
    await form.waitFor();
    // Nothing of the current claimant is shown to the contester.
    expect(await contesterPage.locator('main').textContent()).not.toContain(oldOwner.name);
    expect(await form.getByLabel('Your name').inputValue()).toBe(contester.name);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('Please tell us why this campground is yours.').waitFor();
    await form.getByLabel('Why is this campground yours?').fill(REASON);
    await form.getByLabel('Business name (optional)').fill('Hansen Meadow LLC');
    await screenshot(contesterPage, 'contest-form');
    await form.getByRole('button', { name: 'Continue' }).click();
    await contesterPage.getByRole('form', { name: `Verify that you run ${contested.name}` }).waitFor();
  });

  it('shows a refused code only until the code is edited', async () => {
    const verify = contesterPage.getByRole('form', { name: `Verify that you run ${contested.name}` });
    await verify.getByLabel(/Email me a code at the listed address/).check();
    await verify.getByRole('button', { name: 'Send code' }).click();
    const codeForm = contesterPage.getByRole('form', { name: 'Enter your code' });
    await codeForm.waitFor();
    const sent = /\b(\d{6})\b/.exec((await latestEmailTo(contestListedEmail))?.text ?? '')?.[1];
    expect(sent).toBeTruthy();
    const wrong = sent === '000000' ? '111111' : '000000';
    const code = codeForm.getByLabel('Code');
    await code.fill(wrong);
    await codeForm.getByRole('button', { name: 'Verify', exact: true }).click();
    const refusal = codeForm.getByText('That code is not right. Check the latest message and try again.');
    await refusal.waitFor();
    await screenshot(contesterPage, 'contest-code-refused');
    await code.press('End');
    await code.press('Backspace');
    expect(await code.inputValue()).toBe(wrong.slice(0, 5));
    await refusal.waitFor({ state: 'detached' });
    await screenshot(contesterPage, 'contest-code-edited');
  });

  it('proves it with a document and waits for the review', async () => {
    await contesterPage.getByRole('button', { name: 'Verify another way' }).click();
    const verify = contesterPage.getByRole('form', { name: `Verify that you run ${contested.name}` });
    await verify.getByLabel(/Upload a document/).check();
    await verify
      .locator('input[type="file"]')
      .setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: DEED });
    await verify.getByRole('button', { name: 'Upload and send for review' }).click();
    const pending = contesterPage.getByTestId('claim-pending');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('This is a contest of the current claim');
    await screenshot(contesterPage, 'contest-pending');
  });

  it('the admin sees the contest beside the claim it disputes and opens the document', async () => {
    await goTo(adminPage, '/admin/claims');
    const item = adminPage.getByTestId('admin-claim').filter({ hasText: REASON });
    await item.waitFor();
    await item.getByTestId('contest-badge').waitFor();
    const current = item.getByRole('region', { name: 'The current claim' });
    const currentText = await current.textContent();
    expect(currentText).toContain(oldOwner.name);
    expect(currentText).toContain('Document upload');
    expect(currentText).toContain('approved');
    expect(await item.textContent()).toContain(contester.name);
    await screenshot(adminPage, 'admin-claims-contest');

    const [popup] = await Promise.all([
      adminPage.waitForEvent('popup'),
      item.getByRole('button', { name: 'deed.pdf' }).click(),
    ]);
    await popup.waitForURL((url) => url.protocol === 'blob:');
    // The tab holds the very file uploaded, fetched with the admin's token (no link carries it).
    const opened = await popup.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      return String.fromCharCode(...bytes);
    });
    expect(opened).toBe(DEED.toString('latin1'));
    await popup.close();
  });

  it('approving makes the contester the owner; the old owner loses the portal', async () => {
    const item = adminPage.getByTestId('admin-claim').filter({ hasText: REASON });
    await item.getByRole('button', { name: 'Approve contest' }).click();
    await adminPage
      .getByText(`Contest of ${contested.name} approved: the earlier claim is revoked and its team removed.`)
      .waitFor();
    expect((await latestEmailTo(oldOwner.email))?.subject).toBe(`Your claim of ${contested.name} was revoked`);

    await goTo(contesterPage, '/claim/properties');
    const overlay = contesterPage.getByTestId('claim-success');
    await overlay.waitFor();
    await contesterPage.getByRole('button', { name: 'Later' }).click();
    await goTo(contesterPage, '/manager');
    await contesterPage.getByRole('tablist').waitFor();
    await contesterPage.getByText(contested.name, { exact: false }).first().waitFor();

    await goTo(oldOwnerPage, '/manager');
    await oldOwnerPage.getByRole('heading', { name: "You don't manage a campground yet" }).waitFor();
    await goTo(oldOwnerPage, '/claim/properties');
    const row = oldOwnerPage.getByTestId('my-claim').filter({ hasText: contested.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Revoked');
    expect(await row.textContent()).not.toContain(contester.name);
    await screenshot(oldOwnerPage, 'claim-properties-revoked');
  });
});

describe('suggesting a missing campground', () => {
  let camperPage: Page;

  it('a camper picks the spot on the map, gives details and sees listing-success-camper', async () => {
    await createCamper(camper);
    camperPage = await signedInPage(camper);
    await goTo(camperPage, '/claim/add');
    const location = camperPage.getByRole('form', { name: '1. Where is it?' });
    await location.waitFor();
    // Next without a location: the first error is shown on the latitude.
    await location.getByRole('button', { name: 'Next: details' }).click();
    await location.getByText('Pick the location on the map, or type its latitude and longitude.').first().waitFor();

    const map = camperPage.getByRole('application', { name: 'Map: click to place the campground' });
    await map.locator('canvas').waitFor();
    await camperPage.waitForFunction(() => document.querySelector('.maplibregl-canvas') !== null);
    const box = await map.boundingBox();
    if (!box) throw new Error('map not laid out');
    await camperPage.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await camperPage.getByTestId('picked-location').waitFor();
    const latitude = Number(await location.getByLabel('Latitude').inputValue());
    expect(latitude).toBeGreaterThan(20);
    expect(latitude).toBeLessThan(55);
    // Typed coordinates win: a spot in Utah.
    await location.getByLabel('Latitude').fill('38.57312');
    await location.getByLabel('Longitude').fill('-109.54984');
    await screenshot(camperPage, 'listing-location');
    await location.getByRole('button', { name: 'Next: details' }).click();

    const details = camperPage.getByRole('form', { name: '2. About the campground' });
    await details.waitFor();
    await details.getByLabel('I’m a camper suggesting it').check();
    await details.getByLabel('Campground name').fill(suggestedName);
    const website = details.getByLabel('Website (optional)');
    await website.fill('juniper');
    await website.blur();
    await details.getByText('Please enter a valid URL.').waitFor();
    await website.fill('');
    await details.getByLabel('Tent', { exact: true }).check();
    await details.getByLabel('Toilets', { exact: true }).check();
    await details.getByLabel('Nightly price in dollars (optional)').fill('0');
    await screenshot(camperPage, 'listing-details');
    await details.getByRole('button', { name: 'Suggest this campground' }).click();
    const overlay = camperPage.getByTestId('listing-success-camper');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain(suggestedName);
    await screenshot(camperPage, 'listing-success-camper');
    // Behind the overlay, and after it, the page says what was sent: no emptied form.
    const submitted = camperPage.getByTestId('listing-submitted');
    expect(await submitted.textContent()).toContain(`${suggestedName} is sent for review`);
    await camperPage.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await submitted.textContent()).toContain('38.57312, -109.54984');
    await screenshot(camperPage, 'listing-submitted');
    const events = await camperPage.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
    );
    expect(events).toEqual(
      expect.arrayContaining(['Add Location Started', 'Add Location Step Viewed', 'Add Location Completed']),
    );
  });

  it('an owner adds their own campground and sees listing-success', async () => {
    await goTo(ownerPage, '/claim/add');
    const location = ownerPage.getByRole('form', { name: '1. Where is it?' });
    await location.getByLabel('Latitude').fill('43.47991');
    await location.getByLabel('Longitude').fill('-110.76243');
    await location.getByRole('button', { name: 'Next: details' }).click();

    const details = ownerPage.getByRole('form', { name: '2. About the campground' });
    await details.waitFor();
    expect(await details.getByLabel('I own or run this campground').isChecked()).toBe(true);
    await details.getByLabel('Campground name').fill(ownedName);
    await details.getByLabel('Tent', { exact: true }).check();
    await details.getByRole('button', { name: 'Add my campground' }).click();
    const overlay = ownerPage.getByTestId('listing-success');
    await overlay.waitFor();
    expect(await ownerPage.getByRole('dialog', { name: 'Your campground is submitted' }).count()).toBe(1);
    expect(await overlay.textContent()).toContain(
      `We will review ${ownedName}. Once it is approved the listing goes live and you manage it from the manager portal; we will email you.`,
    );
    await screenshot(ownerPage, 'listing-success');
    await overlay.getByRole('link', { name: 'See your claims' }).click();
    await ownerPage.waitForURL((url) => url.pathname === '/claim/properties');
  });

  it('an admin approves it at /admin/listings and it is public', async () => {
    await goTo(adminPage, '/admin/listings');
    const item = adminPage.getByTestId('admin-listing').filter({ hasText: suggestedName });
    await item.waitFor();
    expect(await item.textContent()).toContain('Suggested by a camper');
    expect(await item.textContent()).toContain('38.57312, -109.54984');
    await item.locator('.maplibregl-canvas').waitFor();
    await screenshot(adminPage, 'admin-listings');
    await item.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(`${suggestedName} is approved and now public.`).waitFor();

    const response = await fetch(`${apiUrl}/api/autocomplete/campgrounds?q=${encodeURIComponent(suggestedName)}`);
    const suggestions = (await response.json()) as { name: string }[];
    expect(suggestions.map((suggestion) => suggestion.name)).toContain(suggestedName);
  });

  it('an admin finds a user and makes them a manager at /admin/users', async () => {
    await goTo(adminPage, '/admin/users');
    await adminPage.getByLabel('Email or name').fill(camper.email);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    const row = adminPage.getByTestId('admin-user').filter({ hasText: camper.email });
    await row.waitFor();
    await row.getByRole('button', { name: 'Make manager' }).click();
    await row.getByRole('button', { name: 'Remove manager' }).waitFor();
    await screenshot(adminPage, 'admin-users');
  });

  it('threw no errors in the pages', () => {
    expect(pageErrors).toEqual([]);
  });
});
