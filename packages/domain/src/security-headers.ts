// Header values both tiers send alike (docs/decisions/0024-security-headers.md): the API on its
// own answers, the web server on pages and on the API answers it forwards.

/** Strict-Transport-Security: two years, the HSTS preload list's minimum; sent over https only. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * The API's Content-Security-Policy, spelled as @fastify/helmet writes it: its answers (JSON,
 * tiles, photo files) are never pages, so nothing may load or frame them.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";
