import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, codeMatches, hashVerificationCode, newVerificationCode } from './claim-codes.ts';
import { usPhoneToE164 } from '../sms/sms-sender.ts';

describe('codes and hints', () => {
  it('makes six-digit codes that only their own claim hash matches', () => {
    const code = newVerificationCode();
    expect(code).toMatch(/^\d{6}$/);
    const hash = hashVerificationCode(7, code);
    expect(hash).not.toContain(code);
    expect(codeMatches(7, code, hash)).toBe(true);
    expect(codeMatches(8, code, hash)).toBe(false);
  });

  it('masks where a code went', () => {
    expect(maskEmail('contact@aspengrove.com')).toBe('c•••@aspengrove.com');
    expect(maskPhone('+19705550100')).toBe('(•••) •••-0100');
  });

  it('reads US numbers as E.164', () => {
    expect(usPhoneToE164('(970) 555-0100')).toBe('+19705550100');
    expect(usPhoneToE164('1-970-555-0100 x12')).toBe('+19705550100');
    expect(usPhoneToE164('555-0100')).toBeNull();
  });
});
