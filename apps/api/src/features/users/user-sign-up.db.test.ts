import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, passwordGrant, signUpRequest, uniqueEmail } from '../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The body the spec's client sends on sign-up (section 3), with the contract's kebab-case names. */
function specBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    'full-name': 'Ada Lovelace',
    'camper-type': [],
    city: null,
    phone: null,
    'email-notification': false,
    'phone-notification': false,
    admin: false,
    pro: false,
    verified: false,
    'confirmed-email': false,
    'has-password': false,
    ...overrides,
  };
}

describe('POST /api/v6/users', () => {
  it('creates the user: 201, Location, the resource without any password', async () => {
    const body = specBody({ email: '  Ada.Lovelace@Example.com ' });
    const response = await signUpRequest(t, body);
    expect(response.status).toBe(201);
    expect(response.type).toContain('application/vnd.api+json');
    const id = response.body.data.id;
    expect(response.headers.location).toBe(`/api/v6/users/${id}`);
    expect(response.body.data).toEqual({
      type: 'users',
      id: expect.stringMatching(/^\d+$/),
      attributes: {
        email: 'Ada.Lovelace@Example.com',
        'full-name': 'Ada Lovelace',
        phone: null,
        city: null,
        'camper-type': [],
        'email-notification': false,
        'phone-notification': false,
        admin: false,
        manager: false,
        pro: false,
        verified: false,
        'confirmed-email': false,
        'has-password': true,
        'created-at': expect.any(String),
      },
      links: { self: `/api/v6/users/${id}` },
    });
    expect(response.text).not.toContain(PASSWORD);
  });

  it('stores optional profile fields, trimmed', async () => {
    const response = await signUpRequest(
      t,
      specBody({
        phone: ' (970) 555-0100 x12 ',
        city: ' Boulder ',
        'camper-type': ['tent', 'rv'],
        'email-notification': true,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      phone: '(970) 555-0100 x12',
      city: 'Boulder',
      'camper-type': ['tent', 'rv'],
      'email-notification': true,
      'phone-notification': false,
    });
  });

  it('ignores the flags only the server sets', async () => {
    const response = await signUpRequest(
      t,
      specBody({
        admin: true,
        manager: true,
        pro: true,
        verified: true,
        'confirmed-email': true,
        'has-password': false,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      admin: false,
      manager: false,
      pro: false,
      verified: false,
      'confirmed-email': false,
      'has-password': true,
    });
  });

  it('accepts plain application/json too', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/users',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { type: 'users', attributes: specBody() } }),
    });
    expect(response.status).toBe(201);
  });

  it('lets the new user sign in with the password', async () => {
    const email = uniqueEmail();
    await signUpRequest(t, specBody({ email }));
    const response = await passwordGrant(t, email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
  });
});

describe('POST /api/v6/users validation (422, spec messages)', () => {
  const pointer = (name: string) => `/data/attributes/${name}`;

  async function errorsFor(attributes: Record<string, unknown>) {
    const response = await signUpRequest(t, attributes);
    expect(response.status).toBe(422);
    for (const error of response.body.errors) {
      expect(error).toMatchObject({ status: '422', code: 'validation_failed', title: 'Invalid attribute' });
    }
    return response.body.errors.map((error: { source: { pointer: string }; detail: string }) => [
      error.source.pointer,
      error.detail,
    ]);
  }

  it.each([
    ['a missing email', { email: undefined }, 'email', 'Please enter an email.'],
    ['a blank email', { email: '   ' }, 'email', 'Please enter an email.'],
    ['an email that is not one', { email: 'ada@example' }, 'email', 'Please enter a valid email.'],
    ['an email that is a number', { email: 42 }, 'email', 'Please enter an email.'],
    [
      'an email too long to deliver',
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'Please enter a valid email.',
    ],
    ['a missing password', { password: undefined }, 'password', 'Please enter a password at least 8 characters long.'],
    ['a short password', { password: '1234567' }, 'password', 'Please enter a password at least 8 characters long.'],
    ['a missing name', { 'full-name': undefined }, 'full-name', 'Please enter a name.'],
    ['a blank name', { 'full-name': '  ' }, 'full-name', 'Please enter a name.'],
    ['a phone that is not a US number', { phone: '555-01' }, 'phone', 'Please enter a valid phone number.'],
    ['a phone with letters', { phone: '(970) 555-O100' }, 'phone', 'Please enter a valid phone number.'],
  ])('rejects %s', async (_label, overrides, field, message) => {
    expect(await errorsFor(specBody(overrides))).toEqual([[pointer(field), message]]);
  });

  it('reports one error per failing field, in order', async () => {
    expect(await errorsFor({ email: 'nope', password: 'short', 'full-name': '', phone: '12' })).toEqual([
      [pointer('email'), 'Please enter a valid email.'],
      [pointer('password'), 'Please enter a password at least 8 characters long.'],
      [pointer('full-name'), 'Please enter a name.'],
      [pointer('phone'), 'Please enter a valid phone number.'],
    ]);
  });

  it('reports every field when attributes are missing altogether', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/users',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'users' } }),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      pointer('email'),
      pointer('password'),
      pointer('full-name'),
    ]);
  });

  it('names unknown attributes and wrongly typed optional ones', async () => {
    expect(await errorsFor(specBody({ nickname: 'ada', 'camper-type': 'tent', 'email-notification': 'yes' }))).toEqual([
      [pointer('camper-type'), 'Please send a list of camper types.'],
      [pointer('email-notification'), 'Please send true or false.'],
      [pointer('nickname'), '"nickname" is not an attribute you can set.'],
    ]);
  });

  it('creates nothing when invalid', async () => {
    const email = uniqueEmail();
    await signUpRequest(t, specBody({ email, password: 'short' }));
    expect((await passwordGrant(t, email, 'short')).status).toBe(400);
  });
});

describe('POST /api/v6/users malformed documents (400)', () => {
  it.each([
    ['no body', undefined, ''],
    ['an array', [], ''],
    ['no data', { users: {} }, '/data'],
    ['data that is a list', { data: [] }, '/data'],
    ['a wrong type', { data: { type: 'people', attributes: {} } }, '/data/type'],
    ['no type', { data: { attributes: {} } }, '/data/type'],
    ['attributes that are not an object', { data: { type: 'users', attributes: 'x' } }, '/data/attributes'],
  ])('refuses %s, pointing at it', async (_label, document, pointer) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/users',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: document === undefined ? undefined : JSON.stringify(document),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject({ status: '400', code: 'invalid_body', source: { pointer } });
  });

  it('refuses malformed JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/users',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data": ',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].code).toBe('invalid_body');
  });
});

describe('POST /api/v6/users duplicate email (409)', () => {
  it.each([
    ['the same address', (email: string) => email],
    ['another case', (email: string) => email.toUpperCase()],
    ['surrounding spaces', (email: string) => `  ${email}\t`],
  ])('refuses %s', async (_label, variant) => {
    const email = uniqueEmail();
    expect((await signUpRequest(t, specBody({ email }))).status).toBe(201);
    const response = await signUpRequest(t, specBody({ email: variant(email) }));
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([
      {
        status: '409',
        code: 'email_taken',
        title: 'Email in use',
        detail: 'An account with this email address already exists. Sign in instead, or reset your password.',
        source: { pointer: '/data/attributes/email' },
      },
    ]);
  });

  it('gives exactly one account to concurrent sign-ups with one address', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase()].map((variant) =>
        signUpRequest(t, specBody({ email: variant })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(responses.every((r) => !r.text.includes('duplicate key'))).toBe(true);
  });
});
