import { describe, expect, it } from 'vitest';
import { supportMessageEmail } from './support-emails.ts';
import type { SupportMessageRecord } from './support-repository.ts';

const at = new Date('2026-05-01T12:00:00Z');
const row: SupportMessageRecord = {
  id: 7,
  userId: null,
  name: 'Robin <Ranger>',
  email: 'robin@example.com',
  subject: 'Site <script>',
  message: 'Line one\nLine <b>two</b>',
  pagePath: '/camping/utah',
  status: 'open',
  createdAt: at,
  updatedAt: at,
};

describe('supportMessageEmail', () => {
  it('names the sender, page and inbox, and never lets the camper’s text be markup', () => {
    const email = supportMessageEmail('admin@example.com', row, 'https://campwise.example');
    expect(email).toMatchObject({
      to: 'admin@example.com',
      subject: '[Support] Site <script>',
      actionUrl: 'https://campwise.example/admin/support',
    });
    expect(email.text).toContain('From: Robin <Ranger> <robin@example.com> (not signed in)');
    expect(email.text).toContain('Page: https://campwise.example/camping/utah');
    expect(email.html).toContain('Line one\nLine &#60;b&#62;two&#60;/b&#62;');
    expect(email.html).not.toMatch(/<b>|<script>|<Ranger>/);
  });

  it('says when the page is not known and which account wrote', () => {
    const email = supportMessageEmail('a@example.com', { ...row, pagePath: null, userId: 42 }, 'https://c.example');
    expect(email.text).toContain('Page: not given');
    expect(email.text).toContain('(account #42)');
  });
});
