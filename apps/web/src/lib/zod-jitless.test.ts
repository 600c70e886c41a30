import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('is what zod reads: after it, zod loads with jitless parsing and never probes `new Function`', async () => {
    makeZodJitless();
    const probes: string[] = [];
    const RealFunction = globalThis.Function;
    // zod's probe is `new Function('')`; a jitless zod never calls the constructor.
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        probes.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    });
    try {
      const { config } = await import('zod/v4/core');
      const { z } = await import('zod');
      expect(config().jitless).toBe(true);
      expect(z.object({ name: z.string() }).parse({ name: 'Moab' })).toEqual({ name: 'Moab' });
      expect(probes).toEqual([]);
    } finally {
      globalThis.Function = RealFunction;
    }
  });
});
