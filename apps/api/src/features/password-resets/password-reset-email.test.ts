import { describe, expect, it } from 'vitest';
import { passwordResetEmail, passwordResetLink } from './password-reset-email.ts';

describe('passwordResetLink', () => {
  it('points at the web page with the token', () => {
    expect(passwordResetLink('https://campwise.example', 'a_b-C')).toBe(
      'https://campwise.example/password/reset?token=a_b-C',
    );
  });
});

describe('passwordResetEmail', () => {
  it('carries the link in both bodies and says how long it works', () => {
    const link = 'https://campwise.example/password/reset?token=t&x=<y>';
    const email = passwordResetEmail('ada@example.com', link, 60);
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Reset your Campwise password');
    expect(email.text).toContain(link);
    expect(email.text).toContain('for 1 hour');
    expect(email.html).toContain('href="https://campwise.example/password/reset?token=t&#38;x=&#60;y&#62;"');
    expect(email.actionUrl).toBe(link);
    expect(passwordResetEmail('a@b.co', link, 30).text).toContain('for 30 minutes');
  });
});
