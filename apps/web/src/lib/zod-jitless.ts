// Zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying one: under the pages' Content-Security-Policy (no 'unsafe-eval', decision 0024) that
// probe is reported as a violation on every page, although zod catches it. Jitless parsing is
// what it falls back to anyway.
//
// Zod reads its configuration from one object on globalThis (`__zod_globalConfig`, shared by every
// copy of zod and taken as it is when zod first loads). Setting the flag there, rather than
// through zod's config(), keeps zod out of every page's first scripts: importing even
// 'zod/v4/core' for config() cost each page about 5 KB of compressed script (issue 17).
// zod-jitless.test.ts fails if a zod upgrade stops reading it.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/** Makes zod, whenever it loads later, parse without `new Function`. */
export function makeZodJitless(): void {
  const scope = globalThis as ZodGlobal;
  // Mutated, not replaced: a zod already loaded keeps a reference to this object.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
