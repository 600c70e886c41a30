import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import {
  isInvalidResetToken,
  redeemPasswordReset,
  requestPasswordReset,
  resetLinkSentMessage,
} from './password-reset-api';

function recordingClient(status: number, body = '') {
  const sent: { url: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), body: JSON.parse(String(init.body)) });
    return new Response(status === 204 ? null : body, { status });
  }) as typeof globalThis.fetch;
  return { sent, client: createApiClient({ fetch }) };
}

describe('password recovery calls', () => {
  it('asks for a link with the trimmed email', async () => {
    const { sent, client } = recordingClient(202, JSON.stringify({ meta: { message: 'sent' } }));
    await requestPasswordReset(' ana@example.org ', client);
    expect(sent).toEqual([
      {
        url: '/api/v6/password-resets',
        body: { data: { type: 'password-resets', attributes: { email: 'ana@example.org' } } },
      },
    ]);
  });

  it('redeems a token with the new password', async () => {
    const { sent, client } = recordingClient(204);
    await redeemPasswordReset('tok', 'a new password', client);
    expect(sent[0]).toEqual({
      url: '/api/v6/password-resets/redeem',
      body: { data: { type: 'password-resets', attributes: { token: 'tok', password: 'a new password' } } },
    });
  });

  it('recognises a bad link', async () => {
    const detail = 'This password reset link is invalid or has expired. Please request a new one.';
    const { client } = recordingClient(
      400,
      JSON.stringify({ errors: [{ status: '400', code: 'invalid_reset_token', detail }] }),
    );
    const error = await redeemPasswordReset('old', 'a new password', client).catch((reason: unknown) => reason);
    expect(isInvalidResetToken(error)).toBe(true);
    expect((error as ApiError).message).toBe(detail);
    expect(isInvalidResetToken(new ApiError(422, '/x', [{ detail: 'short' }]))).toBe(false);
  });
});

describe('resetLinkSentMessage', () => {
  it('never says whether the account exists', () => {
    expect(resetLinkSentMessage('ana@example.org')).toBe(
      "If an account exists for ana@example.org, we've sent a link to reset your password. The link works once and expires in one hour.",
    );
  });
});
