import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES, VALIDATION_MESSAGES } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { buildCheckedApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { SUPPORT_MESSAGES_PER_EMAIL } from './support-service.ts';

const WEB = 'https://campwise.example';
const clock = createTestClock();
let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    // The admins stay signed in while the rate-limit test moves the clock by hours.
    config: { publicWebUrl: WEB, accessTokenTtlSeconds: 7 * 86_400 },
  });
  admin = await createAdmin(t);
  secondAdmin = await createAdmin(t);
  camper = await createUser(t, { fullName: 'Casey Camper' });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
function send(attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  address += 1;
  return t.request(
    jsonApi('POST', '/api/v6/support-messages', 'support-messages', attributes, {
      headers: { 'x-forwarded-for': `198.51.100.${address}`, ...headers },
    }),
  );
}

let sender = 0;
function valid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sender += 1;
  return {
    name: 'Robin Ranger',
    email: `robin${sender}@example.com`,
    subject: 'Booking question',
    message: 'Can I bring a 30 ft trailer to site 12?',
    'page-path': '/camping/utah',
    ...overrides,
  };
}

async function outbox(to: string) {
  const response = await t.get(`/api/v6/outbox-emails?filter[to]=${encodeURIComponent(to)}`, admin.headers);
  expect(response.status).toBe(200);
  return response.body.data as { attributes: { to: string; subject: string; text: string } }[];
}

function errorsOf(response: { body: { errors: { detail: string; source?: { pointer?: string } }[] } }) {
  return Object.fromEntries(response.body.errors.map((error) => [error.source?.pointer, error.detail]));
}

describe('POST /api/v6/support-messages', () => {
  it('stores a visitor’s message and emails every admin', async () => {
    const attributes = valid({ subject: 'Wrong phone <number>', message: '  Line one\nLine <b>two</b>  ' });
    const response = await send(attributes);
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/support-messages/${response.body.data.id}`);
    expect(response.body.data).toMatchObject({
      type: 'support-messages',
      attributes: {
        name: 'Robin Ranger',
        email: attributes.email,
        subject: 'Wrong phone <number>',
        message: 'Line one\nLine <b>two</b>',
        'page-path': '/camping/utah',
        status: 'open',
      },
    });
    // The sender never learns which account (if any) the message is tied to.
    expect(response.body.data.attributes).not.toHaveProperty('user-id');

    for (const to of [admin.email, secondAdmin.email]) {
      const [email] = await outbox(to);
      expect(email?.attributes.subject).toBe('[Support] Wrong phone <number>');
      expect(email?.attributes.text).toContain(`From: Robin Ranger <${String(attributes.email)}> (not signed in)`);
      expect(email?.attributes.text).toContain(`Page: ${WEB}/camping/utah`);
      expect(email?.attributes.text).toContain('Line one\nLine <b>two</b>');
      expect(email?.attributes.text).toContain(`${WEB}/admin/support`);
    }
    expect(await outbox(camper.email)).toEqual([]);
  });

  it('ties a signed-in camper’s message to their account (admins see it)', async () => {
    const response = await send(valid({ name: 'Casey Camper', email: camper.email }), camper.headers);
    expect(response.status).toBe(201);
    const list = await t.get('/api/v6/support-messages', admin.headers);
    const stored = list.body.data.find((item: { id: string }) => item.id === response.body.data.id);
    expect(stored.attributes['user-id']).toBe(camper.id);
    const [email] = await outbox(admin.email);
    expect(email?.attributes.text).toContain(`(account #${camper.id})`);
  });

  it('a lapsed token is an anonymous sender, not a 401', async () => {
    const response = await send(valid(), { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(201);
  });

  it('refuses missing and bad fields with one clear message each, storing nothing', async () => {
    const before = (await t.get('/api/v6/support-messages', admin.headers)).body.meta.total;
    const response = await send({ name: ' ', email: 'not-an-email', subject: '', 'page-path': 'https://evil.example' });
    expect(response.status).toBe(422);
    expect(errorsOf(response)).toEqual({
      '/data/attributes/name': VALIDATION_MESSAGES.nameRequired,
      '/data/attributes/email': VALIDATION_MESSAGES.emailInvalid,
      '/data/attributes/subject': SUPPORT_MESSAGES.subjectRequired,
      '/data/attributes/message': SUPPORT_MESSAGES.messageRequired,
      '/data/attributes/page-path': SUPPORT_MESSAGES.pagePathInvalid,
    });
    const tooLong = await send(valid({ message: 'x'.repeat(5001), extra: 1 }));
    expect(tooLong.status).toBe(422);
    expect(errorsOf(tooLong)).toEqual({
      '/data/attributes/message': SUPPORT_MESSAGES.messageTooLong,
      '/data/attributes/extra': '"extra" is not an attribute you can set.',
    });
    const wrongType = await t.request(
      jsonApi('POST', '/api/v6/support-messages', 'content-reports', valid(), {
        headers: { 'x-forwarded-for': '198.51.100.250' },
      }),
    );
    expect(wrongType.status).toBe(400);
    expect((await t.get('/api/v6/support-messages', admin.headers)).body.meta.total).toBe(before);
  });

  it('limits how often one sender writes, and lets them write again after the hour', async () => {
    const email = 'chatty@example.com';
    for (let i = 0; i < SUPPORT_MESSAGES_PER_EMAIL.limit; i += 1) {
      expect((await send(valid({ email }))).status).toBe(201);
    }
    const refused = await send(valid({ email: 'CHATTY@example.com' }));
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].detail).toBe(SUPPORT_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(SUPPORT_MESSAGES_PER_EMAIL.windowSeconds);
    expect((await send(valid({ email }))).status).toBe(201);
  });

  it('emails a configured support inbox instead of the admins', async () => {
    const sent: EmailMessage[] = [];
    const app = await buildCheckedApp({
      db: t.database.db,
      clock: clock.now,
      config: { publicWebUrl: WEB, supportEmail: 'help@campwise.example' },
      emailSender: { send: async (message) => void sent.push(message) },
    });
    try {
      const response = await app.inject(
        jsonApi('POST', '/api/v6/support-messages', 'support-messages', valid(), {
          headers: { 'x-forwarded-for': '198.51.100.251' },
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(sent.map((message) => message.to)).toEqual(['help@campwise.example']);
    } finally {
      await app.close();
    }
  });
});

describe('GET and PATCH /api/v6/support-messages (admins)', () => {
  it('needs a session (401) and an admin (403)', async () => {
    const anonymous = await t.get('/api/v6/support-messages');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await t.get('/api/v6/support-messages', camper.headers)).status).toBe(403);
    const patch = (headers: Record<string, string>) =>
      t.request(jsonApi('PATCH', '/api/v6/support-messages/1', 'support-messages', { status: 'closed' }, { headers }));
    expect((await patch({})).status).toBe(401);
    expect((await patch(camper.headers)).status).toBe(403);
  });

  it('lists newest first, filters by status, and closes a message', async () => {
    const first = await send(valid({ subject: 'Older' }));
    clock.advance(1);
    const second = await send(valid({ subject: 'Newer' }));
    const list = await t.get('/api/v6/support-messages?filter[status]=open&page[size]=2', admin.headers);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([second.body.data.id, first.body.data.id]);

    const closed = await t.request(
      jsonApi(
        'PATCH',
        `/api/v6/support-messages/${first.body.data.id}`,
        'support-messages',
        { status: 'closed' },
        { id: first.body.data.id, headers: admin.headers },
      ),
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.attributes.status).toBe('closed');
    const open = await t.get('/api/v6/support-messages?filter[status]=open&page[size]=200', admin.headers);
    expect(open.body.data.map((item: { id: string }) => item.id)).not.toContain(first.body.data.id);
    const closedList = await t.get('/api/v6/support-messages?filter[status]=closed', admin.headers);
    expect(closedList.body.data.map((item: { id: string }) => item.id)).toContain(first.body.data.id);
  });

  it('answers 404 for an unknown message, 422 for a bad status, 400 for another id in the body', async () => {
    const patch = (id: string, attributes: Record<string, unknown>, documentId?: string) =>
      t.request(
        jsonApi('PATCH', `/api/v6/support-messages/${id}`, 'support-messages', attributes, {
          headers: admin.headers,
          ...(documentId ? { id: documentId } : {}),
        }),
      );
    expect((await patch('999999', { status: 'closed' })).status).toBe(404);
    expect((await patch('abc', { status: 'closed' })).status).toBe(404);
    const bad = await patch('1', { status: 'answered' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe('status must be one of: open, closed.');
    expect((await patch('1', { status: 'closed' }, '2')).status).toBe(400);
    expect((await t.get('/api/v6/support-messages?filter[status]=answered', admin.headers)).status).toBe(400);
  });
});
