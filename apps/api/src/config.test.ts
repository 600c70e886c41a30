import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('fills defaults', () => {
    const config = parseConfig({});
    expect(config.API_PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/shared[/\\]data$/);
  });

  it('names each bad variable', () => {
    expect(() => parseConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      parseConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('API_PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('account settings', () => {
  it('have safe defaults: optional grants off, local outbox, loopback proxy', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PUBLIC_WEB_URL: 'http://localhost:3000',
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      REFRESH_TOKEN_TTL_SECONDS: 2_592_000,
      PASSWORD_RESET_TTL_SECONDS: 3600,
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      EMAIL_FROM: 'Campwise <no-reply@campwise.local>',
      TRUST_PROXY: 'loopback',
    });
    for (const name of [
      'GOOGLE_CLIENT_ID',
      'OAUTH_CLIENT_SECRET',
      'SMTP_URL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ] as const) {
      expect(config[name]).toBeUndefined();
    }
  });

  it('drop a trailing slash from PUBLIC_WEB_URL and read proxy lists', () => {
    const config = parseConfig({ PUBLIC_WEB_URL: 'https://campwise.example/', TRUST_PROXY: 'loopback, 10.0.0.0/8' });
    expect(config.PUBLIC_WEB_URL).toBe('https://campwise.example');
    expect(config.TRUST_PROXY).toBe('loopback,10.0.0.0/8');
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each([
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS'],
    [{ REFRESH_TOKEN_TTL_SECONDS: 'a month' }, 'REFRESH_TOKEN_TTL_SECONDS'],
    [{ PUBLIC_WEB_URL: 'campwise.example' }, 'PUBLIC_WEB_URL'],
    [{ GOOGLE_JWKS_URL: 'ftp://keys' }, 'GOOGLE_JWKS_URL'],
    [{ OAUTH_CLIENT_SECRET: 'short' }, 'OAUTH_CLIENT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('refuse %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });

  it('never repeat a secret in the message', () => {
    const env = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Xy7!q', OAUTH_CLIENT_SECRET: 'Zq9#w' };
    let message = '';
    try {
      parseConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('OAUTH_CLIENT_SECRET');
    expect(message).not.toContain('Xy7!q');
    expect(message).not.toContain('Zq9#w');
  });
});

describe('photo storage settings', () => {
  const s3 = {
    PHOTO_STORAGE: 's3',
    PHOTO_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
    PHOTO_S3_BUCKET: 'campwise-photos',
    PHOTO_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    PHOTO_S3_SECRET_ACCESS_KEY: 'secret-key-value',
    PHOTO_S3_PUBLIC_URL: 'https://photos.campwise.example/',
  };

  it('default to local disk under .data/photos in the repository', () => {
    const config = parseConfig({});
    expect(config.PHOTO_STORAGE).toBe('local');
    expect(config.PHOTO_DIR).toMatch(/[/\\]\.data[/\\]photos$/);
    expect(config.PHOTO_DIR).toBe(config.PGLITE_DATA_DIR.replace(/pglite$/, 'photos'));
    expect(config.PHOTO_S3_REGION).toBe('us-east-1');
  });

  it('read an S3-compatible bucket, URLs without a trailing slash', () => {
    expect(parseConfig({ ...s3, PHOTO_S3_REGION: 'eu-central-1' })).toMatchObject({
      PHOTO_STORAGE: 's3',
      PHOTO_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      PHOTO_S3_PUBLIC_URL: 'https://photos.campwise.example',
      PHOTO_S3_REGION: 'eu-central-1',
    });
  });

  it.each([
    [{ PHOTO_STORAGE: 'ftp' }, 'PHOTO_STORAGE'],
    [{ ...s3, PHOTO_S3_BUCKET: '' }, 'PHOTO_S3_BUCKET'],
    [{ ...s3, PHOTO_S3_SECRET_ACCESS_KEY: undefined }, 'PHOTO_S3_SECRET_ACCESS_KEY'],
    [{ ...s3, PHOTO_S3_ENDPOINT: 's3.amazonaws.com' }, 'PHOTO_S3_ENDPOINT'],
    [{ ...s3, PHOTO_S3_PUBLIC_URL: undefined }, 'PHOTO_S3_PUBLIC_URL'],
  ])('refuse %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });

  it('never repeat the secret key in the message', () => {
    expect(() => parseConfig({ ...s3, PHOTO_S3_BUCKET: '' })).toThrow(ConfigError);
    try {
      parseConfig({ ...s3, PHOTO_S3_BUCKET: '' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-key-value');
    }
  });
});

describe('web push settings', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const privateKey = 'A'.repeat(43);

  it('are off by default, and read a VAPID pair in base64url', () => {
    expect(parseConfig({})).toMatchObject({
      VAPID_SUBJECT: 'mailto:support@campwise.example',
      PUSH_ALLOW_INSECURE_ENDPOINTS: '0',
    });
    expect(parseConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
  });

  it('need both keys, of the right lengths, and a mailto: or https: subject', () => {
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PRIVATE_KEY: must be set together with the other VAPID key',
    );
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey.slice(1), VAPID_PRIVATE_KEY: privateKey })).toThrow(
      'VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key (65 bytes) in base64url',
    );
    expect(() => parseConfig({ VAPID_SUBJECT: 'support@campwise.example' })).toThrow('VAPID_SUBJECT');
  });
});

describe('CORS settings', () => {
  it('are closed by default and read a comma-separated list of origins', () => {
    expect(parseConfig({}).API_CORS_ORIGINS).toEqual([]);
    expect(parseConfig({ API_CORS_ORIGINS: '' }).API_CORS_ORIGINS).toEqual([]);
    expect(
      parseConfig({ API_CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/' }).API_CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('refuse anything that is not exactly an origin', () => {
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/path', 'ftp://files.example.com']) {
      expect(() => parseConfig({ API_CORS_ORIGINS: bad }), bad).toThrow(/API_CORS_ORIGINS: ".*" is not an origin/);
    }
  });
});
