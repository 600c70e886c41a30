import { describe, expect, it } from 'vitest';
import { isSessionMessage, SESSION_MESSAGE_KEY, sessionMessage } from './session-broadcast';

describe('session messages between tabs', () => {
  it("are written as next-auth's client writes them", () => {
    expect(JSON.parse(sessionMessage('getSession', 1_700_000_000_999))).toEqual({
      event: 'session',
      data: { trigger: 'getSession' },
      timestamp: 1_700_000_000,
    });
  });

  it("are recognised, next-auth's own included", () => {
    expect(isSessionMessage(SESSION_MESSAGE_KEY, sessionMessage('getSession', Date.now()))).toBe(true);
    const fromNextAuth = JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: 1 });
    expect(isSessionMessage('nextauth.message', fromNextAuth)).toBe(true);
    expect(isSessionMessage('other', fromNextAuth)).toBe(false);
    expect(isSessionMessage(SESSION_MESSAGE_KEY, JSON.stringify({ event: 'session' }))).toBe(false);
    expect(isSessionMessage(SESSION_MESSAGE_KEY, '{')).toBe(false);
    expect(isSessionMessage(SESSION_MESSAGE_KEY, null)).toBe(false);
  });
});
