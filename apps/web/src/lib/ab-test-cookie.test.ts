import { describe, expect, it } from 'vitest';
import { abTestCookie, readAssignments, variantsOf } from './ab-test-cookie';

const c = {
  name: 'pro-upgrade-modal',
  variant: 'c',
  id: 'pro-upgrade-modal_178000000000012345678',
  header: 'Price first',
};

function cookieHeader(value: unknown): string {
  return `campwise-pro-user=true; ab-test-info=${encodeURIComponent(JSON.stringify(value))}; other=1`;
}

describe('the ab-test-info cookie', () => {
  it('round-trips the spec’s shape: name, variant, id, header', () => {
    const written = abTestCookie({ [c.name]: c }, true);
    expect(written).toMatch(/^ab-test-info=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(readAssignments(written.split(';')[0]!)).toEqual({ [c.name]: c });
    expect(variantsOf({ [c.name]: c })).toEqual({ 'pro-upgrade-modal': 'c' });
  });

  it('drops entries that are not assignments, and reads nothing from a broken cookie', () => {
    expect(
      readAssignments(
        cookieHeader({
          [c.name]: c,
          checkout: 'b',
          other: { ...c, name: 'another-name' },
          bad: { name: 'bad', variant: 'a', id: 'not an id', header: '' },
        }),
      ),
    ).toEqual({ [c.name]: c });
    expect(readAssignments('ab-test-info=not-json')).toEqual({});
    expect(readAssignments('ab-test-info=%5B1%5D')).toEqual({});
    expect(readAssignments('')).toEqual({});
  });
});
