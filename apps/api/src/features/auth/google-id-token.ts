// Verifies Google ID tokens (one-tap): signature against Google's published keys, issuer,
// audience (our client id) and expiry. The key set is fetched once and cached by jose.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { OAuthError } from './oauth-error.ts';

export interface ProviderProfile {
  provider: string;
  providerAccountId: string;
  email: string | null;
  /** Whether the provider vouches that the person controls the email address. */
  emailVerified: boolean;
  name: string | null;
}

export type GoogleIdTokenVerifier = (idToken: string, now: Date) => Promise<ProviderProfile>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// These mean Google's key endpoint failed us, not that the token is bad.
const UNAVAILABLE = [errors.JWKSTimeout, errors.JWKSInvalid];

export function createGoogleIdTokenVerifier(options: { clientId: string; jwksUrl: string }): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (idToken, now) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new OAuthError('invalid_grant', 'The Google ID token has no subject.');
      }
      return {
        provider: 'google',
        providerAccountId: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      if (error instanceof errors.JOSEError && !UNAVAILABLE.some((type) => error instanceof type)) {
        throw new OAuthError('invalid_grant', 'The Google ID token is invalid or has expired.');
      }
      throw new OAuthError('temporarily_unavailable', 'Google sign-in is unavailable right now. Please try again.');
    }
  };
}
