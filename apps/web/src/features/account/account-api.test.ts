import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import {
  type AccountProfile,
  changedAttributes,
  confirmsEmail,
  draftFromProfile,
  loadProfile,
  saveProfile,
} from './account-api';

const profile: AccountProfile = {
  id: '42',
  email: 'ana@example.org',
  fullName: 'Ana Ortiz',
  phone: '970-555-0100',
  emailNotification: false,
  phoneNotification: false,
  pro: false,
  hasPassword: true,
};

function client(status: number, body: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, api: createApiClient({ fetch, accessToken: 'token' }) };
}

describe('profile drafts', () => {
  it('shows a stored phone in the spec mask', () => {
    expect(draftFromProfile(profile).phone).toBe('(970) 555-0100');
    expect(draftFromProfile({ ...profile, phone: null }).phone).toBe('');
  });

  it('sends only what changed, an emptied phone as null', () => {
    const saved = draftFromProfile(profile);
    expect(changedAttributes(saved, saved)).toEqual({});
    expect(changedAttributes(saved, { ...saved, fullName: ' Ana O. ', phone: '', emailNotification: true })).toEqual({
      fullName: 'Ana O.',
      phone: null,
      emailNotification: true,
    });
  });
});

describe('profile calls', () => {
  it('loads the user record', async () => {
    const { api, calls } = client(200, {
      data: {
        type: 'users',
        id: '42',
        attributes: { email: 'ana@example.org', 'full-name': 'Ana Ortiz', 'has-password': true, 'camper-type': [] },
      },
    });
    expect(await loadProfile(api, '42')).toMatchObject({
      id: '42',
      fullName: 'Ana Ortiz',
      phone: null,
      hasPassword: true,
    });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v6/users/42' });
  });

  it('patches the changes and skips the call when nothing changed', async () => {
    const { api, calls } = client(200, {
      data: { type: 'users', id: '42', attributes: { email: 'ana@example.org', 'email-notification': true } },
    });
    expect(await saveProfile(api, profile, {})).toBe(profile);
    expect(calls).toHaveLength(0);
    const saved = await saveProfile(api, profile, { emailNotification: true });
    expect(saved.emailNotification).toBe(true);
    expect(calls[0]).toEqual({
      method: 'PATCH',
      url: '/api/v6/users/42',
      body: { data: { id: '42', type: 'users', attributes: { 'email-notification': true } } },
    });
  });
});

describe('confirmsEmail', () => {
  it('accepts the email in any case and ignores surrounding spaces', () => {
    expect(confirmsEmail(' ANA@example.org ', 'ana@example.org')).toBe(true);
    expect(confirmsEmail('ana@example', 'ana@example.org')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});
