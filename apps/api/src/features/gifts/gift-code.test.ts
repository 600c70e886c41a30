import { describe, expect, it } from 'vitest';
import { generateGiftCode, normalizeGiftCode } from './gift-code.ts';

describe('gift codes', () => {
  it('are GIFT-XXXX-XXXX without look-alike characters', () => {
    for (let index = 0; index < 50; index++) {
      expect(generateGiftCode()).toMatch(/^GIFT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    }
  });

  it('are matched ignoring case, spaces and dashes', () => {
    expect(normalizeGiftCode(' gift 7kq2 m9xd ')).toBe('GIFT-7KQ2-M9XD');
    expect(normalizeGiftCode('GIFT7KQ2M9XD')).toBe('GIFT-7KQ2-M9XD');
    expect(normalizeGiftCode('nonsense')).toBe('NONSENSE');
  });
});
