import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './config.server';

describe('parseServerConfig', () => {
  it('uses local defaults when nothing is set', () => {
    expect(parseServerConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      publicWebUrl: 'http://localhost:3000',
      network: { host: '127.0.0.1', trustProxy: 'loopback' },
      auth: {
        secret: null,
        url: 'http://localhost:3000',
        oauthClientSecret: null,
        google: null,
        apple: null,
        facebook: null,
        googleOneTapClientId: null,
      },
      apiServices: { stripe: false, photoOrigin: null },
      browser: {
        mapStyleUrl: null,
        googleClientId: null,
        adNetworkId: null,
        supportChatId: null,
        gtmId: null,
        sentryDsn: null,
      },
    });
  });

  it('reads where the server listens and whose forwarding headers it believes, as the API does', () => {
    const config = parseServerConfig({ WEB_HOST: '0.0.0.0', WEB_TRUST_PROXY: '10.0.0.0/8, loopback' });
    expect(config.network).toEqual({ host: '0.0.0.0', trustProxy: '10.0.0.0/8,loopback' });
    expect(parseServerConfig({ WEB_TRUST_PROXY: 'false' }).network.trustProxy).toBe(false);
    expect(() => parseServerConfig({ WEB_TRUST_PROXY: 'my-proxy' })).toThrow(
      /WEB_TRUST_PROXY: "my-proxy" is not an address/,
    );
  });

  it('drops trailing slashes and treats empty values as unset', () => {
    const config = parseServerConfig({ API_URL: 'http://api.internal:4000/', PUBLIC_WEB_URL: '', MAP_STYLE_URL: '' });
    expect(config.apiUrl).toBe('http://api.internal:4000');
    expect(config.publicWebUrl).toBe('http://localhost:3000');
    expect(config.browser.mapStyleUrl).toBeNull();
  });

  it("reads which of the API's services pages load from elsewhere: Stripe, an S3 bucket's origin", () => {
    const config = parseServerConfig({
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      PHOTO_S3_PUBLIC_URL: 'https://photos.example-cdn.com/campwise/',
    });
    expect(config.apiServices).toEqual({ stripe: true, photoOrigin: 'https://photos.example-cdn.com' });
    expect(() => parseServerConfig({ PHOTO_S3_PUBLIC_URL: 'photos.example.com' })).toThrow(/PHOTO_S3_PUBLIC_URL/);
  });

  it('takes the map style from MAP_STYLE_URL, else NEXT_PUBLIC_MAP_STYLE_URL', () => {
    expect(
      parseServerConfig({ NEXT_PUBLIC_MAP_STYLE_URL: 'https://tiles.example.org/style.json' }).browser.mapStyleUrl,
    ).toBe('https://tiles.example.org/style.json');
  });

  it('reads the sign-in settings and gives the browser only the public Google client id', () => {
    const config = parseServerConfig({
      PUBLIC_WEB_URL: 'https://campwise.example/',
      NEXTAUTH_SECRET: 'x'.repeat(32),
      OAUTH_CLIENT_SECRET: 'shared',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      APPLE_ID: 'apple-id',
      APPLE_SECRET: '',
    });
    expect(config.auth).toMatchObject({
      secret: 'x'.repeat(32),
      url: 'https://campwise.example',
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      apple: null,
      googleOneTapClientId: 'google-id',
    });
    expect(config.browser).toMatchObject({ mapStyleUrl: null, googleClientId: 'google-id' });
  });

  it('hands the browser the ad network code and the support chat id, checked', () => {
    const config = parseServerConfig({
      NEXT_PUBLIC_AD_NETWORK_ID: '1234567',
      NEXT_PUBLIC_SUPPORT_CHAT_ID: '0b7b1e5a-3c5e-4f8a-9d7e-2f1a6c3b9e40',
    });
    expect(config.browser).toMatchObject({
      adNetworkId: '1234567',
      supportChatId: '0b7b1e5a-3c5e-4f8a-9d7e-2f1a6c3b9e40',
    });
    expect(() => parseServerConfig({ NEXT_PUBLIC_AD_NETWORK_ID: 'ca-pub-1' })).toThrow(/NEXT_PUBLIC_AD_NETWORK_ID/);
    expect(() => parseServerConfig({ NEXT_PUBLIC_SUPPORT_CHAT_ID: 'crisp' })).toThrow(/NEXT_PUBLIC_SUPPORT_CHAT_ID/);
  });

  it('rejects a short NEXTAUTH_SECRET and OAuth providers without OAUTH_CLIENT_SECRET', () => {
    expect(() => parseServerConfig({ NEXTAUTH_SECRET: 'short' })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => parseServerConfig({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
  });

  it('hands the browser the tag manager container and the Sentry DSN, checked', () => {
    const dsn = 'https://abc123@o1.ingest.sentry.io/42';
    const browser = parseServerConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD', NEXT_PUBLIC_SENTRY_DSN: dsn }).browser;
    expect(browser).toMatchObject({ gtmId: 'GTM-AB12CD', sentryDsn: dsn });
    expect(() => parseServerConfig({ NEXT_PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/NEXT_PUBLIC_GTM_ID/);
    expect(() => parseServerConfig({ NEXT_PUBLIC_SENTRY_DSN: 'sentry' })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseServerConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerConfig({ PUBLIC_WEB_URL: 'ftp://example.org' })).toThrow(/PUBLIC_WEB_URL/);
  });
});
