import { describe, expect, it } from 'vitest';
import { validateGiftMessage, validateRecipientName } from './gift-form';

describe('gift form rules', () => {
  it('needs a recipient name within the API limit', () => {
    expect(validateRecipientName('  ')).toBe('Please enter a name.');
    expect(validateRecipientName('Sam')).toBeNull();
    expect(validateRecipientName('x'.repeat(101))).toBe('Please keep the name to 100 characters.');
  });

  it('accepts no message, and none longer than 500 characters', () => {
    expect(validateGiftMessage('')).toBeNull();
    expect(validateGiftMessage('x'.repeat(500))).toBeNull();
    expect(validateGiftMessage('x'.repeat(501))).toBe('Please keep the message to 500 characters.');
  });
});
