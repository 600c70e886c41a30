// Managers and bookings for the manager-portal browser tests, made through the API rather than
// the pages those tests are not about: a user claims a campground with a document, the run's
// admin approves the claim (the user becomes its owner), and a camper's request to book is paid
// with the local test card (docs/api-claims.md, docs/api-bookings.md).
import { inject } from 'vitest';
import { type Camper, createCamper, newCamper, testCardPaymentMethod } from './campers.ts';
import { adminToken } from './outbox.ts';
import { solidPng } from './png.ts';

const JSON_API = 'application/vnd.api+json';

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

async function api(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<{ data: Resource | Resource[] } & Record<string, unknown>> {
  const response = await fetch(`${inject('apiUrl')}/api/v6${path}`, {
    method,
    headers: {
      accept: JSON_API,
      ...(body === undefined ? {} : { 'content-type': JSON_API }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 400)}`);
  return text ? (JSON.parse(text) as { data: Resource }) : { data: [] };
}

export interface Manager extends Camper {
  token: string;
}

/** A new user who owns `campgroundId`: claimed with a document, approved by the admin. */
export async function newManagerOf(campgroundId: string, label: string): Promise<Manager> {
  const user = newCamper('manager', label, 'Maya Manager');
  const token = await createCamper(user);
  const claim = (
    await api(
      token,
      'POST',
      '/campground-claims',
      {
        data: {
          type: 'campground-claims',
          attributes: { 'claimant-name': user.name, 'claimant-role': 'owner' },
          relationships: { campground: { data: { type: 'campgrounds', id: campgroundId } } },
        },
      },
      201,
    )
  ).data as Resource;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(solidPng(8, 8, [40, 120, 90]))], { type: 'image/png' }), 'permit.png');
  const upload = await fetch(`${inject('apiUrl')}/api/v6/campground-claims/${claim.id}/verification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: JSON_API },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`claim document: ${upload.status} ${await upload.text()}`);
  await api(await adminToken(), 'POST', `/campground-claims/${claim.id}/approval`);
  return { ...user, token };
}

export interface Stay {
  startDate: string;
  endDate: string;
}

/** A site of the campground free for the stay that needs no vehicle details (not an RV site). */
export async function freeSite(campgroundId: string, stay: Stay): Promise<{ id: string; name: string }> {
  const answer = await api(
    null,
    'GET',
    `/campgrounds/${campgroundId}/sites?filter[start-date]=${stay.startDate}&filter[end-date]=${stay.endDate}`,
  );
  const site = (answer.data as Resource[]).find(
    (item) => item.attributes.available === true && item.attributes.kind !== 'rv',
  );
  if (!site) throw new Error(`no free site at campground ${campgroundId} for ${stay.startDate}`);
  return { id: site.id, name: String(site.attributes.name) };
}

/** A camper's paid booking (a request where the campground takes requests); answers its id. */
export async function bookAsCamper(
  campgroundId: string,
  siteId: string,
  stay: Stay,
  camper: Camper = newCamper('camper', 'request', 'Rosa Request'),
): Promise<{ id: string; camper: Camper; status: string }> {
  const token = await createCamper(camper);
  const draft = (
    await api(
      token,
      'POST',
      '/reservations',
      {
        data: {
          type: 'reservations',
          attributes: { 'start-date': stay.startDate, 'end-date': stay.endDate },
          relationships: {
            campground: { data: { type: 'campgrounds', id: campgroundId } },
            site: { data: { type: 'sites', id: siteId } },
          },
        },
      },
      201,
    )
  ).data as Resource;
  await api(token, 'PATCH', `/reservations/${draft.id}`, {
    data: {
      type: 'reservations',
      id: draft.id,
      attributes: {
        name: camper.name,
        email: camper.email,
        phone: '(970) 555-0100',
        adults: 2,
        children: 0,
        'policies-accepted': true,
      },
    },
  });
  const paymentMethodId = await testCardPaymentMethod(camper.name);
  const paid = (
    await api(token, 'POST', `/reservations/${draft.id}/payment`, {
      data: { type: 'reservation-payments', attributes: { 'payment-method-id': paymentMethodId } },
    })
  ).data as Resource;
  return { id: draft.id, camper, status: String(paid.attributes.status) };
}
