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
      browser: { mapStyleUrl: null, googleClientId: null },
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
    expect(config.browser).toEqual({ mapStyleUrl: null, googleClientId: 'google-id' });
  });

  it('rejects a short NEXTAUTH_SECRET and OAuth providers without OAUTH_CLIENT_SECRET', () => {
    expect(() => parseServerConfig({ NEXTAUTH_SECRET: 'short' })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => parseServerConfig({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => parseServerConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerConfig({ PUBLIC_WEB_URL: 'ftp://example.org' })).toThrow(/PUBLIC_WEB_URL/);
  });
});
