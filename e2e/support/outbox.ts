// Reads the API's local email outbox as the admin the e2e stack creates at start.
import { inject } from 'vitest';

export async function adminToken(): Promise<string> {
  const apiUrl = inject('apiUrl');
  const { email, password } = inject('admin');
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The newest outbox email sent to an address, or null. */
export async function latestEmailTo(to: string): Promise<{ subject: string; text: string } | null> {
  const apiUrl = inject('apiUrl');
  const token = await adminToken();
  const response = await fetch(`${apiUrl}/api/v6/outbox-emails?filter[to]=${encodeURIComponent(to)}`, {
    headers: { 'x-access-token': token, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`outbox read failed: ${response.status}`);
  const body = (await response.json()) as { data: { attributes: { subject: string; text: string } }[] };
  return body.data[0]?.attributes ?? null;
}
