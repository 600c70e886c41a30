import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  authHeaders,
  jsonApi,
  passwordGrant,
  signIn,
  signUpRequest,
  tokenRequest,
  uniqueEmail,
} from '../../test/accounts.ts';
import { hashToken } from './token-crypto.ts';

// Every log line the app writes, at the most talkative level, with request logging on.
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const log = () => lines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logger: { level: 'trace', stream }, logRequests: true });
});
afterAll(async () => {
  await t?.close();
});

describe('logs', () => {
  it('never contain passwords, tokens or hashes; the outbox line carries only the reset link', async () => {
    const email = uniqueEmail('logged');
    const password = 'Pa55word-that-must-not-be-logged';
    const newPassword = 'Another-secret-never-logged';
    const secrets: string[] = [password, newPassword];

    const created = await signUpRequest(t, { email, password, 'full-name': 'Logged' });
    expect(created.status).toBe(201);
    await passwordGrant(t, email, 'Wrong-password-never-logged-either');
    secrets.push('Wrong-password-never-logged-either');
    const session = await signIn(t, email, password);
    const refreshed = (await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: session.refreshToken }))
      .body;
    secrets.push(session.accessToken, session.refreshToken, refreshed.access_token, refreshed.refresh_token);

    // Tokens in both headers, plus a cookie, on authenticated requests.
    const headers = { ...authHeaders(refreshed.access_token), cookie: `session=${refreshed.refresh_token}` };
    expect((await t.get('/api/v6/users?filter[current]=1', headers)).status).toBe(200);
    const change = await t.request(
      jsonApi(
        'POST',
        `/api/v6/users/${created.body.data.id}/password`,
        'password-changes',
        { 'current-password': password, 'new-password': newPassword },
        { headers },
      ),
    );
    expect(change.status).toBe(204);

    await t.request(jsonApi('POST', '/api/v6/password-resets', 'password-resets', { email }));
    const outboxLine = lines.find((line) => line.includes('/password/reset?token='));
    expect(outboxLine).toBeDefined();
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(outboxLine!)![1]!;
    expect(
      (
        await t.request(
          jsonApi('POST', '/api/v6/password-resets/redeem', 'password-resets', {
            token: resetToken,
            password: 'Third-secret-never-logged',
          }),
        )
      ).status,
    ).toBe(204);
    secrets.push('Third-secret-never-logged');

    const output = log();
    expect(output).toContain('"url":"/oauth/token"');
    for (const secret of secrets) expect(output).not.toContain(secret);
    for (const token of [session.accessToken, refreshed.access_token]) expect(output).not.toContain(hashToken(token));
    expect(output).not.toContain('$argon2');
    // The local outbox logs its link (ADR 0004); that is the only place a reset token appears.
    expect(lines.filter((line) => line.includes(resetToken))).toEqual([outboxLine]);
    expect(outboxLine).toContain(`email (local outbox) to ${email}`);
  });

  it('redacts credential headers whatever logs them', () => {
    lines.length = 0;
    t.app.log.info(
      { req: { headers: { authorization: 'Bearer SECRET-1', 'x-access-token': 'SECRET-2', cookie: 'a=SECRET-3' } } },
      'request headers',
    );
    t.app.log.info({ headers: { authorization: 'Bearer SECRET-4', 'x-access-token': 'SECRET-5' } }, 'headers');
    const output = log();
    expect(output).toContain('request headers');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/SECRET-\d/);
  });
});
