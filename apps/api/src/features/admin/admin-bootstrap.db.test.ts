import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, PASSWORD, passwordGrant, signIn, uniqueEmail } from '../../test/accounts.ts';
import { AdminBootstrapError, describeAdminBootstrap, ensureAdmin } from './admin-bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function isAdmin(email: string, password: string): Promise<boolean> {
  const { accessToken } = await signIn(t, email, password);
  return (await t.get('/api/v6/users', { authorization: `Bearer ${accessToken}` })).status === 200;
}

describe('ensureAdmin', () => {
  it('creates an admin who can sign in with the password', async () => {
    const email = uniqueEmail('boot');
    const result = await ensureAdmin(
      t.database.db,
      { email: ` ${email} `, password: 'bootstrap password' },
      new Date(),
    );
    expect(result).toEqual({ action: 'created', userId: expect.any(Number), email });
    expect(await isAdmin(email, 'bootstrap password')).toBe(true);
    expect(describeAdminBootstrap(result)).toBe(`Created admin account ${email} (user ${result.userId}).`);
  });

  it('promotes an existing account, in any case of its email, leaving its password alone', async () => {
    const user = await createUser(t);
    const result = await ensureAdmin(
      t.database.db,
      { email: user.email.toUpperCase(), password: 'a different password' },
      new Date(),
    );
    expect(result.action).toBe('promoted');
    expect(result.userId).toBe(Number(user.id));
    expect(describeAdminBootstrap(result)).toContain('the password is unchanged');
    expect(await isAdmin(user.email, PASSWORD)).toBe(true);
    expect((await passwordGrant(t, user.email, 'a different password')).status).toBe(400);
  });

  it('changes nothing for an admin already there, and needs no password to promote', async () => {
    const user = await createUser(t);
    expect((await ensureAdmin(t.database.db, { email: user.email }, new Date())).action).toBe('promoted');
    const again = await ensureAdmin(t.database.db, { email: user.email }, new Date());
    expect(again.action).toBe('unchanged');
    expect(describeAdminBootstrap(again)).toContain('already an admin');
  });

  it('gives one account to two processes bootstrapping at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      ensureAdmin(t.database.db, { email, password: 'bootstrap password' }, new Date()),
      ensureAdmin(t.database.db, { email, password: 'bootstrap password' }, new Date()),
    ]);
    expect(results.map((r) => r.action).sort()).toEqual(['created', 'unchanged']);
    expect(results[0].userId).toBe(results[1].userId);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'Email: Please enter a valid email.'],
    [{ email: '', password: 'long enough' }, 'Email: Please enter an email.'],
    [{ email: 'new@example.com', password: 'short' }, 'Password: Please enter a password at least 8 characters long.'],
    [{ email: 'new-admin@example.com' }, 'No account with email new-admin@example.com: give a password to create one.'],
  ])('refuses %j: %s', async (input, message) => {
    const error = await ensureAdmin(t.database.db, input, new Date()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminBootstrapError);
    expect((error as Error).message).toBe(message);
  });
});
