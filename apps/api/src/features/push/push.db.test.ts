// Web push end to end (docs/api-alerts.md "Web push"): the public config, members' subscriptions
// (validated, their own only), and the push.send job sending through the real web-push adapter
// to a local push service, forgetting subscriptions the service says are gone.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { jobs, pushSubscriptions } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { enqueueJob } from '../../jobs/job-repository.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { jsonApi } from '../../test/accounts.ts';
import { buildCheckedApp, createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import { makeCampers, settableClock, type Camper } from '../reservations/reservation-test-helpers.ts';
import {
  browserSubscription,
  startLocalPushService,
  verifiedVapidClaims,
  type BrowserSubscription,
  type LocalPushService,
} from './local-push-service.ts';
import { pushSendJob } from './push-job-types.ts';
import { registerPushJobs } from './push-jobs.ts';

const clock = settableClock('2027-05-01T12:00:00Z');
const keys = webpush.generateVAPIDKeys();
const pushOn = { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, pushAllowInsecureEndpoints: true };

let t: TestApp;
let service: LocalPushService;
let ann: Camper;
let bob: Camper;

beforeAll(async () => {
  service = await startLocalPushService();
  t = await createTestApp({ seed: false, clock: clock.now, config: pushOn });
  const campers = await makeCampers(t.database.db, 2, clock.now());
  ann = campers[0]!;
  bob = campers[1]!;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** The same database served by an app with other push settings. */
async function appWith(config: Record<string, unknown>): Promise<FastifyInstance> {
  return buildCheckedApp({ db: t.database.db, clock: clock.now, config });
}

async function inject(app: FastifyInstance, options: InjectOptions): Promise<TestResponse> {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    type: response.headers['content-type']?.toString(),
    headers: response.headers,
    text: response.body,
    body: response.body ? JSON.parse(response.body) : null,
  };
}

function subscribeRequest(who: Camper | null, attributes: Record<string, unknown>) {
  return jsonApi('POST', '/api/v6/push-subscriptions', 'push-subscriptions', attributes, {
    headers: { 'user-agent': 'Mozilla/5.0 (test)', ...(who?.headers ?? {}) },
  });
}

const attributesOf = (device: BrowserSubscription) => ({
  endpoint: device.endpoint,
  p256dh: device.p256dh,
  auth: device.auth,
});

async function subscribed(who: Camper, device: BrowserSubscription): Promise<string> {
  const response = await t.request(subscribeRequest(who, attributesOf(device)));
  expect(response.status, response.text).toBe(201);
  return response.body.data.id as string;
}

const storedRows = () => t.database.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);

describe('GET /push-config', () => {
  it('hands anyone the VAPID public key when push is on', async () => {
    const response = await t.get('/api/v6/push-config');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'push-configs',
      id: 'current',
      attributes: { enabled: true, 'vapid-public-key': keys.publicKey },
    });
  });

  it('says push is off without VAPID keys', async () => {
    const app = await appWith({});
    try {
      const response = await inject(app, { method: 'GET', url: '/api/v6/push-config' });
      expect(response.body.data.attributes).toEqual({ enabled: false, 'vapid-public-key': null });
    } finally {
      await app.close();
    }
  });
});

describe('POST /push-subscriptions', () => {
  it('stores the browser’s subscription for the caller, and moves a known endpoint to whoever sends it', async () => {
    const device = browserSubscription(`${service.origin}/push/shared-laptop`);
    const created = await t.request(subscribeRequest(ann, attributesOf(device)));
    expect(created.status, created.text).toBe(201);
    expect(created.headers.location).toBe(`/api/v6/push-subscriptions/${created.body.data.id}`);
    expect(created.headers['cache-control']).toBe('private, no-store');
    expect(created.body.data.attributes).toEqual({
      endpoint: device.endpoint,
      'last-success-at': null,
      'created-at': '2027-05-01T12:00:00.000Z',
    });
    // The keys stay on the server.
    expect(created.text).not.toContain(device.auth);

    const moved = await t.request(subscribeRequest(bob, attributesOf(device)));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.id).toBe(created.body.data.id);
    const rows = (await storedRows()).filter((row) => row.endpoint === device.endpoint);
    expect(rows.map((row) => [row.userId, row.userAgent])).toEqual([[bob.id, 'Mozilla/5.0 (test)']]);
  });

  it('needs a signed-in caller', async () => {
    const device = browserSubscription(`${service.origin}/push/anonymous`);
    expect((await t.request(subscribeRequest(null, attributesOf(device)))).status).toBe(401);
  });

  it('refuses bad keys and endpoints with a 422 per attribute, storing nothing', async () => {
    const before = await storedRows();
    const device = browserSubscription(`${service.origin}/push/bad`);
    const badKeys = await t.request(
      subscribeRequest(ann, { endpoint: device.endpoint, p256dh: device.auth, auth: 'not base64url!' }),
    );
    expect(badKeys.status).toBe(422);
    expect(badKeys.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/p256dh',
      '/data/attributes/auth',
    ]);
    const cases: [string, string][] = [
      ['http://push.example.com/x', 'The push endpoint must use https://.'],
      ['ftp://127.0.0.1/x', 'The push endpoint must be a full https:// URL.'],
      ['not a url', 'The push endpoint must be a full https:// URL.'],
    ];
    for (const [endpoint, detail] of cases) {
      const response = await t.request(subscribeRequest(ann, { ...attributesOf(device), endpoint }));
      expect(response.status, endpoint).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/endpoint' } });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('takes only https:// services on public addresses unless insecure endpoints are allowed', async () => {
    const app = await appWith({ ...pushOn, pushAllowInsecureEndpoints: false });
    try {
      const device = browserSubscription('https://fcm.googleapis.com/fcm/send/abc123');
      const cases: [string, number][] = [
        [`${service.origin}/push/x`, 422],
        ['https://127.0.0.1/push', 422],
        ['https://localhost:8443/push', 422],
        ['https://10.0.0.8/push', 422],
        ['https://[::1]/push', 422],
        ['https://169.254.169.254/latest', 422],
        [device.endpoint, 201],
      ];
      for (const [endpoint, status] of cases) {
        const response = await inject(app, subscribeRequest(ann, { ...attributesOf(device), endpoint }));
        expect(response.status, `${endpoint}: ${response.text}`).toBe(status);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 409 push-disabled without VAPID keys and stores nothing', async () => {
    const app = await appWith({});
    try {
      const before = await storedRows();
      const device = browserSubscription(`${service.origin}/push/off`);
      const response = await inject(app, subscribeRequest(ann, attributesOf(device)));
      expect(response.status).toBe(409);
      expect(response.body.errors[0]).toMatchObject({ status: '409', code: 'push-disabled' });
      expect(await storedRows()).toEqual(before);
    } finally {
      await app.close();
    }
  });
});

describe('DELETE /push-subscriptions/{id}', () => {
  it('removes the caller’s own subscription; another member’s or an unknown one is a 404', async () => {
    const id = await subscribed(ann, browserSubscription(`${service.origin}/push/to-remove`));
    const remove = (who: Camper | null, which: string) =>
      t.request({ method: 'DELETE', url: `/api/v6/push-subscriptions/${which}`, headers: who?.headers ?? {} });

    expect((await remove(null, id)).status).toBe(401);
    expect((await remove(bob, id)).status).toBe(404);
    expect((await remove(ann, '999999')).status).toBe(404);
    expect((await remove(ann, 'abc')).status).toBe(404);
    expect((await storedRows()).some((row) => String(row.id) === id)).toBe(true);
    expect((await remove(ann, id)).status).toBe(204);
    expect((await storedRows()).some((row) => String(row.id) === id)).toBe(false);
    expect((await remove(ann, id)).status).toBe(404);
  });
});

describe('the push.send job', () => {
  const message = { title: 'A site opened up', body: 'Moab, Jun 12–14', url: '/alerts/my-alerts', tag: 'alert-3' };

  async function runPush(config: Record<string, unknown>, userId: number) {
    const handlers = registerPushJobs(new JobHandlers(), {
      db: t.database.db,
      clock: clock.now,
      config: { vapidSubject: 'mailto:support@campwise.example', pushAllowInsecureEndpoints: true, ...config },
      log: { info: () => undefined, warn: () => undefined },
    });
    const runner = new JobRunner({ db: t.database.db, handlers, clock: clock.now, log: recordingJobLog(), pollMs: 20 });
    const id = await enqueueJob(t.database.db, pushSendJob, { userId, ...message }, clock.now());
    await runner.runDue();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    return job!;
  }

  it('sends to each device of the member, records the success and forgets devices that are gone', async () => {
    const [carol] = await makeCampers(t.database.db, 1, clock.now());
    const phone = browserSubscription(`${service.origin}/push/carol-phone`);
    const laptop = browserSubscription(`${service.origin}/push/carol-laptop`);
    const old = browserSubscription(`${service.origin}/push/carol-old`);
    const missing = browserSubscription(`${service.origin}/push/carol-missing`);
    for (const device of [phone, laptop, old, missing]) await subscribed(carol!, device);
    await subscribed(ann, browserSubscription(`${service.origin}/push/not-carol`));
    service.answer('/push/carol-old', 410);
    service.answer('/push/carol-missing', 404);
    clock.advance(60);

    const job = await runPush(pushOn, carol!.id);
    expect(job.status).toBe('succeeded');
    const sentTo = service.received.filter((r) => r.path.startsWith('/push/carol-')).map((r) => r.path);
    expect(sentTo.sort()).toEqual([
      '/push/carol-laptop',
      '/push/carol-missing',
      '/push/carol-old',
      '/push/carol-phone',
    ]);
    expect(service.received.some((r) => r.path === '/push/not-carol')).toBe(false);
    const phoneRequest = service.received.find((r) => r.path === '/push/carol-phone')!;
    expect(verifiedVapidClaims(phoneRequest.headers.authorization).key).toBe(keys.publicKey);
    expect(JSON.parse(phone.decrypt(phoneRequest.body))).toEqual(message);

    const rows = (await storedRows()).filter((row) => row.userId === carol!.id);
    expect(rows.map((row) => [row.endpoint, row.lastSuccessAt?.toISOString()])).toEqual([
      [phone.endpoint, '2027-05-01T12:01:00.000Z'],
      [laptop.endpoint, '2027-05-01T12:01:00.000Z'],
    ]);
  });

  it('fails the run when a push service errs, so the job is tried again', async () => {
    const [dave] = await makeCampers(t.database.db, 1, clock.now());
    const device = browserSubscription(`${service.origin}/push/dave-busy`);
    await subscribed(dave!, device);
    service.answer('/push/dave-busy', 500);

    const job = await runPush(pushOn, dave!.id);
    expect(job.status).toBe('retrying');
    expect(job.lastError).toContain('The push service answered HTTP 500');
    expect((await storedRows()).filter((row) => row.userId === dave!.id)).toHaveLength(1);
  });

  it('does nothing without VAPID keys', async () => {
    const [erin] = await makeCampers(t.database.db, 1, clock.now());
    await subscribed(erin!, browserSubscription(`${service.origin}/push/erin`));
    const job = await runPush({}, erin!.id);
    expect(job.status).toBe('succeeded');
    expect(service.received.some((r) => r.path === '/push/erin')).toBe(false);
  });
});
