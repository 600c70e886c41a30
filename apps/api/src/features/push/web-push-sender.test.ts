// The real web-push adapter against a local push service: what the service receives is what
// FCM or autopush would, and the browser's half (decryption, VAPID check) reads it back.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSubscription,
  startLocalPushService,
  verifiedVapidClaims,
  type LocalPushService,
} from './local-push-service.ts';
import { PUSH_TTL_SECONDS, WebPushSender } from './web-push-sender.ts';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@campwise.example' };
const notice = { title: 'A site opened up', body: 'Moab, Jun 12–14', url: '/alerts/my-alerts', tag: 'alert-7' };
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service?.close());

describe('WebPushSender', () => {
  it('posts an aes128gcm body the browser decrypts, signed with a VAPID JWT for the service’s origin', async () => {
    const sender = new WebPushSender({ vapid, allowInsecure: true });
    const device = browserSubscription(`${service.origin}/push/device-1`);
    const before = Math.floor(Date.now() / 1000);

    expect(await sender.send(device, notice)).toBe('delivered');

    const request = service.received.find((r) => r.path === '/push/device-1')!;
    expect(request.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'high',
    });
    expect(Number(request.headers['content-length'])).toBe(request.body.length);
    const { key, claims } = verifiedVapidClaims(request.headers.authorization);
    expect(key).toBe(vapid.publicKey);
    expect(claims).toMatchObject({ aud: service.origin, sub: vapid.subject });
    expect(claims.exp).toBeGreaterThan(before);
    expect(JSON.parse(device.decrypt(request.body))).toEqual(notice);
  });

  it('reads 404 and 410 as a subscription that is gone, and throws on any other failure', async () => {
    const sender = new WebPushSender({ vapid, allowInsecure: true });
    service.answer('/push/expired', 410);
    service.answer('/push/unknown', 404);
    service.answer('/push/busy', 503);
    expect(await sender.send(browserSubscription(`${service.origin}/push/expired`), notice)).toBe('gone');
    expect(await sender.send(browserSubscription(`${service.origin}/push/unknown`), notice)).toBe('gone');
    await expect(sender.send(browserSubscription(`${service.origin}/push/busy`), notice)).rejects.toThrow(
      'The push service answered HTTP 503: as the test asked',
    );
  });

  it('never connects to loopback or private addresses unless insecure endpoints are allowed', async () => {
    const sender = new WebPushSender({ vapid, allowInsecure: false });
    const count = service.received.length;
    expect(await sender.send(browserSubscription(`${service.origin}/push/refused`), notice)).toBe('gone');
    expect(await sender.send(browserSubscription('https://127.0.0.1:9/push'), notice)).toBe('gone');
    expect(await sender.send(browserSubscription('https://10.1.2.3/push'), notice)).toBe('gone');
    expect(await sender.send(browserSubscription('https://localhost/push'), notice)).toBe('gone');
    expect(service.received.length).toBe(count);
  });
});
