// Which secret next-auth encrypts session cookies with. Production requires NEXTAUTH_SECRET
// (next.config.ts refuses `next start` without it); development and tests may run without one.
import { randomBytes } from 'node:crypto';

const BUILD_PHASE = 'phase-production-build';

export interface SecretRuntime {
  nodeEnv: string | undefined;
  /** Next.js sets NEXT_PHASE while `next build` evaluates modules. */
  phase: string | undefined;
}

// Next.js may evaluate this module more than once in one process (route handlers and server
// components are bundled apart), and every copy must agree on a generated secret, or a session
// cookie set by one could not be read by the other.
const shared = globalThis as typeof globalThis & { campwiseGeneratedAuthSecret?: string };

export function resolveAuthSecret(
  configured: string | null,
  runtime: SecretRuntime,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  if (configured) return configured;
  const building = runtime.phase === BUILD_PHASE;
  if (runtime.nodeEnv === 'production' && !building) {
    throw new Error('NEXTAUTH_SECRET is required in production (32 or more random characters).');
  }
  if (!shared.campwiseGeneratedAuthSecret) {
    shared.campwiseGeneratedAuthSecret = generate();
    if (!building) {
      console.warn('NEXTAUTH_SECRET is not set: using a random secret; sessions end when the server restarts.');
    }
  }
  return shared.campwiseGeneratedAuthSecret;
}
