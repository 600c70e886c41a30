import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { loadPushConfig, subscriptionAttributes } from './push-api';
import { base64UrlToBytes, derivePushState, sameKey, supportsPush, type PushEnvironment } from './push-state';

const ready: PushEnvironment = { supported: true, serverEnabled: true, permission: 'default', subscribed: false };

describe('derivePushState', () => {
  it('says what stops push before anything else: the browser, then the server, then the permission', () => {
    expect(derivePushState({ ...ready, supported: false, serverEnabled: false, permission: 'denied' })).toBe(
      'unsupported',
    );
    expect(derivePushState({ ...ready, serverEnabled: false, permission: 'denied' })).toBe('server-off');
    expect(derivePushState({ ...ready, permission: 'denied', subscribed: true })).toBe('blocked');
  });

  it('is on only with a subscription and granted permission', () => {
    expect(derivePushState({ ...ready, permission: 'granted', subscribed: true })).toBe('on');
    expect(derivePushState({ ...ready, permission: 'granted' })).toBe('off');
    // Permission reset to "ask" after subscribing: the browser will not show anything until asked again.
    expect(derivePushState({ ...ready, subscribed: true })).toBe('off');
    expect(derivePushState(ready)).toBe('off');
  });
});

describe('supportsPush', () => {
  const full = { isSecureContext: true, navigator: { serviceWorker: {} }, PushManager: {}, Notification: {} };
  it('needs a secure context, service workers, the Push API and notifications', () => {
    expect(supportsPush(full)).toBe(true);
    expect(supportsPush({ ...full, isSecureContext: false })).toBe(false);
    expect(supportsPush({ ...full, navigator: {} })).toBe(false);
    expect(supportsPush({ ...full, PushManager: undefined })).toBe(false);
    expect(supportsPush({ ...full, Notification: undefined })).toBe(false);
  });
});

describe('keys', () => {
  // A VAPID public key as web-push writes it: 65 bytes, unpadded base64url with - and _.
  const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

  it('decodes base64url to the bytes subscribe() takes', () => {
    const bytes = base64UrlToBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
  });

  it('tells a subscription made with the server’s key from one made with an older key', () => {
    expect(sameKey(base64UrlToBytes(key).buffer, key)).toBe(true);
    const other = base64UrlToBytes(key);
    other[64] = (other[64]! + 1) % 256;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe('push api', () => {
  it('reads the push config, off when the server has no key', async () => {
    const answer = (attributes: object) =>
      createApiClient({
        fetch: async () => new Response(JSON.stringify({ data: { type: 'push-configs', id: 'current', attributes } })),
      });
    expect(await loadPushConfig(answer({ enabled: true, 'vapid-public-key': 'BKey' }))).toEqual({
      enabled: true,
      vapidPublicKey: 'BKey',
    });
    expect(await loadPushConfig(answer({ enabled: false, 'vapid-public-key': null }))).toEqual({
      enabled: false,
      vapidPublicKey: null,
    });
  });

  it('takes a subscription’s endpoint and keys, and nothing without keys', () => {
    expect(
      subscriptionAttributes({ endpoint: 'https://push.example/1', keys: { p256dh: 'BKey', auth: 'secret' } }),
    ).toEqual({ endpoint: 'https://push.example/1', p256dh: 'BKey', auth: 'secret' });
    expect(subscriptionAttributes({ endpoint: 'https://push.example/1' })).toBeNull();
    expect(subscriptionAttributes({ keys: { p256dh: 'BKey', auth: 'secret' } })).toBeNull();
  });
});
