// Runs in the browser before the app hydrates (Next.js's instrumentation-client file).
// Zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying one: under the pages' Content-Security-Policy (no 'unsafe-eval', decision 0024) that
// probe is reported as a violation on every page, although zod catches it. Jitless parsing is
// what it falls back to anyway. Only the small core module is imported, not the schema builders.
import { config } from 'zod/v4/core';

config({ jitless: true });
