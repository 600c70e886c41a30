import { describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from './auth-secret.server';

describe('resolveAuthSecret', () => {
  it('uses the configured secret', () => {
    expect(resolveAuthSecret('s'.repeat(40), { nodeEnv: 'production', phase: undefined })).toBe('s'.repeat(40));
  });

  it('refuses to serve production without one', () => {
    expect(() => resolveAuthSecret(null, { nodeEnv: 'production', phase: undefined })).toThrow(/NEXTAUTH_SECRET/);
  });

  it('generates one secret per process for development and the build, and warns outside the build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const generate = vi.fn(() => 'generated-secret');
    const first = resolveAuthSecret(null, { nodeEnv: 'development', phase: undefined }, generate);
    const second = resolveAuthSecret(null, { nodeEnv: 'production', phase: 'phase-production-build' }, generate);
    expect(first).toBe(second);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
