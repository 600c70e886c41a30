import { describe, expect, it } from 'vitest';
import { guestValidators, initialGuestValues, requiredPhone } from './guest-form';

const EMPTY_DRAFT = { name: null, email: null, phone: null, adults: null, children: null, notes: null };
const USER = { fullName: 'Ada Camper', email: 'ada@example.test', phone: '9705550100' };

describe('the guests form', () => {
  it('prefills name, email and phone from the signed-in user', () => {
    expect(initialGuestValues(EMPTY_DRAFT, USER)).toEqual({
      name: 'Ada Camper',
      email: 'ada@example.test',
      phone: '(970) 555-0100',
      adults: '2',
      children: '0',
      notes: '',
    });
  });

  it("keeps what the draft already has over the user's", () => {
    const draft = { ...EMPTY_DRAFT, name: 'Grace', phone: '(303) 555-0199', adults: 3, children: 1 };
    expect(initialGuestValues(draft, USER)).toMatchObject({
      name: 'Grace',
      phone: '(303) 555-0199',
      adults: '3',
      children: '1',
    });
  });

  it('needs a phone in the US shape, with the spec message', () => {
    expect(requiredPhone('')).toBe('Please enter a valid phone number.');
    expect(requiredPhone('555')).toBe('Please enter a valid phone number.');
    expect(requiredPhone('(970) 555-0100')).toBeNull();
    expect(requiredPhone('(970) 555-0100 x12')).toBeNull();
  });

  it('uses the spec messages for name and email', () => {
    expect(guestValidators.name(' ')).toBe('Please enter a name.');
    expect(guestValidators.email('')).toBe('Please enter an email.');
    expect(guestValidators.email('ada@')).toBe('Please enter a valid email.');
  });

  it('counts at least one adult and whole numbers only', () => {
    expect(guestValidators.adults('0')).toBe('Enter 1 to 50 adults.');
    expect(guestValidators.adults('1.5')).toBe('Enter 1 to 50 adults.');
    expect(guestValidators.adults('2')).toBeNull();
    expect(guestValidators.children('0')).toBeNull();
    expect(guestValidators.children('51')).toBe('Enter 0 to 50 children.');
  });
});
