import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from './google-id-token.ts';
import { OAuthError } from './oauth-error.ts';

describe('createGoogleIdTokenVerifier', () => {
  it("answers temporarily_unavailable, not invalid_grant, when Google's keys cannot be fetched", async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const verify = createGoogleIdTokenVerifier({ clientId: 'client', jwksUrl: 'http://127.0.0.1:1/certs' });
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ sub: '1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer('https://accounts.google.com')
      .setAudience('client')
      .setExpirationTime('1h')
      .sign(privateKey);
    const error = await verify(token, new Date()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe('temporarily_unavailable');
    expect((error as OAuthError).status).toBe(503);
  });
});
