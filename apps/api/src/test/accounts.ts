// Account helpers for API tests: sign up, sign in and make admins through the real routes.
import { ensureAdmin } from '../features/admin/admin-bootstrap.ts';
import type { TestApp, TestResponse } from './test-app.ts';

export const PASSWORD = 'correct horse battery';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** Both headers, as the web sends them. */
  headers: Record<string, string>;
}

let counter = 0;

/** A fresh address for each call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'camper'): string {
  counter += 1;
  return `${prefix}${counter}-${process.pid}@example.com`;
}

/** A JSON:API request document for app.inject(). */
export function jsonApi(
  method: 'POST' | 'PATCH',
  url: string,
  type: string,
  attributes: unknown,
  options: { id?: string; headers?: Record<string, string> } = {},
) {
  const { id, headers = {} } = options;
  return {
    method,
    url,
    headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', ...headers },
    payload: JSON.stringify({ data: { type, ...(id === undefined ? {} : { id }), attributes } }),
  };
}

export function authHeaders(accessToken: string): Record<string, string> {
  return { 'x-access-token': accessToken, authorization: `Bearer ${accessToken}` };
}

let signUpAddress = 0;

/**
 * Sign-ups are limited per client address: each comes from an address of its own (as the web
 * server reports it) unless `headers` names one.
 */
export function signUpRequest(
  t: TestApp,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  signUpAddress += 1;
  const from = `198.18.${Math.floor(signUpAddress / 250) % 250}.${(signUpAddress % 250) + 1}`;
  return t.request(
    jsonApi('POST', '/api/v6/users', 'users', attributes, { headers: { 'x-forwarded-for': from, ...headers } }),
  );
}

export function passwordGrant(
  t: TestApp,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

export function tokenRequest(t: TestApp, parameters: Record<string, string>): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(parameters).toString(),
  });
}

export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const response = await passwordGrant(t, email, password);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return {
    accessToken: response.body.access_token as string,
    refreshToken: response.body.refresh_token as string,
    userId: response.body.user_id as string,
  };
}

/** Signs up through POST /api/v6/users, then signs in. */
export async function createUser(
  t: TestApp,
  options: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const created = await signUpRequest(t, { email, password, 'full-name': options.fullName ?? 'Test Camper' });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${created.text}`);
  const tokens = await signIn(t, email, password);
  return { id: created.body.data.id, email, password, ...tokens, headers: authHeaders(tokens.accessToken) };
}

/** A signed-in admin (made one the way the admin bootstrap does). */
export async function createAdmin(t: TestApp): Promise<TestUser> {
  const user = await createUser(t, { email: uniqueEmail('admin') });
  await ensureAdmin(t.database.db, { email: user.email }, new Date());
  return user;
}
