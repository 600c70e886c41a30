import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createUser } from './sign-up-api';

describe('createUser', () => {
  it('posts the JSON:API body of the accounts contract', async () => {
    let sent: { url: string; body: unknown } | null = null;
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent = { url: String(input), body: JSON.parse(String(init.body)) };
      return new Response(
        JSON.stringify({ data: { type: 'users', id: '9', attributes: { email: 'ana@example.org' } } }),
        {
          status: 201,
        },
      );
    }) as typeof globalThis.fetch;

    const user = await createUser(
      { name: ' Ana Ortiz ', email: ' ana@example.org ', password: 'long enough' },
      createApiClient({ fetch }),
    );

    expect(user).toEqual({ id: '9', type: 'users', email: 'ana@example.org' });
    expect(sent).toEqual({
      url: '/api/v6/users',
      body: {
        data: {
          type: 'users',
          attributes: {
            admin: false,
            'camper-type': [],
            city: null,
            'confirmed-email': false,
            email: 'ana@example.org',
            'email-notification': false,
            'full-name': 'Ana Ortiz',
            'has-password': false,
            password: 'long enough',
            phone: null,
            'phone-notification': false,
            pro: false,
            verified: false,
          },
        },
      },
    });
  });
});
