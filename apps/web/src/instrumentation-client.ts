// Runs in the browser before the app hydrates (Next.js's instrumentation-client file).
// Zod must parse jitless under the pages' Content-Security-Policy: see lib/zod-jitless.ts.
import { makeZodJitless } from './lib/zod-jitless';

makeZodJitless();
