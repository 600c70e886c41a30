import { describe, expect, it } from 'vitest';
import { displayName, initials } from './session-user';
import { sessionUserSchema } from './session-user-schema';

describe('sessionUserSchema', () => {
  it('keeps only the session fields and fills what an account may lack', () => {
    expect(
      sessionUserSchema.parse({ id: '7', email: 'ana@example.org', fullName: null, phone: undefined, city: 'Boise' }),
    ).toEqual({
      id: '7',
      admin: false,
      manager: false,
      pro: false,
      email: 'ana@example.org',
      phone: null,
      fullName: '',
    });
  });
});

describe('displayName and initials', () => {
  it('use the first name and the first and last initials', () => {
    const user = { fullName: '  Ana María Ortiz ', email: 'ana@example.org' };
    expect(displayName(user)).toBe('Ana');
    expect(initials(user)).toBe('AO');
  });

  it('fall back to the email when there is no name', () => {
    const user = { fullName: '', email: 'wanderer@example.org' };
    expect(displayName(user)).toBe('wanderer');
    expect(initials(user)).toBe('W');
  });
});
