// GET /users?filter[q]=: admins find accounts by part of the email or name (the admin users page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await createAdmin(t);
  camper = await createUser(t, { fullName: 'Rosalind Franklin', email: 'r.franklin_100%@example.com' });
  await createUser(t, { fullName: 'Someone Else', email: 'else@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const emails = (body: { data: { attributes: { email: string } }[] }) => body.data.map((u) => u.attributes.email);

describe('filter[q]', () => {
  it('matches part of the name or email, any case, wildcards literally; admins only', async () => {
    const byName = await t.get('/api/v6/users?filter[q]=ROSALIND&page[size]=50', admin.headers);
    expect(byName.status, byName.text).toBe(200);
    expect(emails(byName.body)).toEqual([camper.email]);
    expect(emails((await t.get('/api/v6/users?filter[q]=franklin_100%25', admin.headers)).body)).toEqual([
      camper.email,
    ]);
    expect(emails((await t.get('/api/v6/users?filter[q]=%25', admin.headers)).body)).toEqual([camper.email]);
    expect((await t.get('/api/v6/users?filter[q]=_', admin.headers)).body.meta.total).toBe(1);
    expect((await t.get('/api/v6/users?filter[q]=example.com', admin.headers)).body.meta.total).toBe(3);
    expect((await t.get('/api/v6/users?filter[q]=rosalind', camper.headers)).status).toBe(403);
  });
});
