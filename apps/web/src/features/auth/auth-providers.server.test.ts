import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@/lib/config.server';
import { buildAuthProviders, configuredProviders, oauthProviders } from './auth-providers.server';

// next-auth merges a provider's `options` over its defaults when it loads, so the id given to
// CredentialsProvider({ id }) lives in `options` until then.
const ids = (providers: readonly { id: string; options?: unknown }[]) =>
  providers.map((provider) => (provider.options as { id?: string } | undefined)?.id ?? provider.id);

describe('provider lists', () => {
  it('offer only email and password by default', () => {
    const { auth } = parseServerConfig({});
    expect(ids(configuredProviders(auth))).toEqual(['credentials']);
    expect(oauthProviders(auth)).toEqual([]);
    expect(ids(buildAuthProviders(auth))).toEqual(['credentials']);
  });

  it('add one-tap with a Google client id alone, and OAuth providers only with id and secret', () => {
    const { auth } = parseServerConfig({
      GOOGLE_CLIENT_ID: 'google-id',
      APPLE_ID: 'apple-id',
      FACEBOOK_CLIENT_ID: 'facebook-id',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      OAUTH_CLIENT_SECRET: 'shared-secret',
    });
    expect(ids(configuredProviders(auth))).toEqual(['credentials', 'google-one-tap', 'facebook']);
    expect(ids(buildAuthProviders(auth))).toEqual(['credentials', 'google-one-tap', 'facebook']);
    expect(oauthProviders(auth)).toEqual([{ id: 'facebook', name: 'Facebook' }]);
  });

  it('lists every provider when all are configured, buttons in a fixed order', () => {
    const { auth } = parseServerConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      APPLE_ID: 'a',
      APPLE_SECRET: 'as',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'fs',
      OAUTH_CLIENT_SECRET: 'shared-secret',
    });
    expect(ids(buildAuthProviders(auth))).toEqual(['credentials', 'google-one-tap', 'google', 'apple', 'facebook']);
    expect(oauthProviders(auth).map((provider) => provider.name)).toEqual(['Google', 'Apple', 'Facebook']);
  });
});
