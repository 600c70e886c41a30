// The web server's configuration, read from process.env once and validated, so a typo in a
// deployment fails at start-up with the variable named rather than as a broken page later.
// Server-only (".server.ts"): never import this from a client component.
import { z } from 'zod';

// An empty variable (`MAP_STYLE_URL=`) means "not set", as it does in most .env tooling.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Base URLs are joined with paths that start with "/", so a trailing slash would double up.
const baseUrl = httpUrl.transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  API_URL: z.preprocess(emptyAsUnset, baseUrl.default('http://127.0.0.1:4000')),
  PUBLIC_WEB_URL: z.preprocess(emptyAsUnset, baseUrl.default('http://localhost:3000')),
  MAP_STYLE_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
  NEXT_PUBLIC_MAP_STYLE_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
});

export interface ServerConfig {
  /** Where the Campwise API listens; server components call it directly. */
  apiUrl: string;
  /** The public origin of this site, for canonical URLs and structured data. */
  publicWebUrl: string;
  /** Values that are safe to hand to the browser (passed as props to client components). */
  browser: {
    /** A MapLibre style URL to use instead of the built-in offline basemap, or null. */
    mapStyleUrl: string | null;
  };
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration for the web app: ${problems.join('; ')}`);
  }
  const values = result.data;
  return {
    apiUrl: values.API_URL,
    publicWebUrl: values.PUBLIC_WEB_URL,
    browser: {
      mapStyleUrl: values.MAP_STYLE_URL ?? values.NEXT_PUBLIC_MAP_STYLE_URL ?? null,
    },
  };
}

export const serverConfig: ServerConfig = parseServerConfig(process.env);
