import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  validateCalendarLink,
  validateEmail,
  validateName,
  validatePhone,
  validateSignInPassword,
  validateSignUpPassword,
  validateUrl,
} from './validation.ts';

describe('spec validation rules', () => {
  it('email: required, then shape', () => {
    expect(validateEmail('')).toBe('Please enter an email.');
    expect(validateEmail('   ')).toBe('Please enter an email.');
    expect(validateEmail('camper@')).toBe('Please enter a valid email.');
    expect(validateEmail('camper@example')).toBe('Please enter a valid email.');
    expect(validateEmail('camper@example.com')).toBeNull();
  });
  it('passwords', () => {
    expect(validateSignInPassword('')).toBe('Please enter a password.');
    expect(validateSignInPassword('x')).toBeNull();
    expect(validateSignUpPassword('')).toBe('Please enter a password at least 8 characters long.');
    expect(validateSignUpPassword('1234567')).toBe('Please enter a password at least 8 characters long.');
    expect(validateSignUpPassword('12345678')).toBeNull();
  });
  it('name', () => {
    expect(validateName(' ')).toBe('Please enter a name.');
    expect(validateName('Ada')).toBeNull();
  });
  it('phone: US style with optional extension', () => {
    for (const ok of ['(970) 555-0100', '970-555-0100', '+1 970 555 0100', '9705550100', '(970) 555-0100 x12', '']) {
      expect(validatePhone(ok)).toBeNull();
    }
    for (const bad of ['555-0100', '(970) 555-010', 'call me', '+44 20 7946 0958']) {
      expect(validatePhone(bad)).toBe('Please enter a valid phone number.');
    }
  });
  it('URL and calendar link', () => {
    expect(validateUrl('https://example.com/camp')).toBeNull();
    expect(validateUrl('example')).toBe('Please enter a valid URL.');
    expect(validateCalendarLink('https://example.com/cal.ics')).toBeNull();
    expect(validateCalendarLink('https://example.com/cal')).toBe('Please enter a valid .ics URL.');
  });
});

describe('maskPhone', () => {
  it('formats as (999) 999-9999 while typing', () => {
    expect(maskPhone('9')).toBe('(9');
    expect(maskPhone('9705')).toBe('(970) 5');
    expect(maskPhone('9705550100')).toBe('(970) 555-0100');
    expect(maskPhone('+1 970 555 0100 99')).toBe('(970) 555-0100');
    expect(maskPhone('')).toBe('');
  });
});
