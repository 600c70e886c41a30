import { describe, expect, it } from 'vitest';
import { sameSession, sessionFromJson } from './session-json';

const USER = {
  id: 'user-1',
  admin: false,
  manager: true,
  pro: false,
  email: 'camper@example.com',
  phone: '+15555550100',
  fullName: '',
};
const SESSION = { expires: '2026-12-01T00:00:00.000Z', accessToken: 'access-1', user: USER };

describe('sessionFromJson', () => {
  it('reads a session, and {} as nobody', () => {
    expect(sessionFromJson(SESSION)).toEqual(SESSION);
    expect(sessionFromJson({ ...SESSION, user: { ...USER, phone: null } })?.user.phone).toBeNull();
    expect(sessionFromJson({})).toBeNull();
  });

  it('refuses what is not a session', () => {
    expect(sessionFromJson(null)).toBeUndefined();
    expect(sessionFromJson([])).toBeUndefined();
    expect(sessionFromJson('{}')).toBeUndefined();
    expect(sessionFromJson({ message: 'There is a problem with the server configuration.' })).toBeUndefined();
    expect(sessionFromJson({ ...SESSION, accessToken: undefined })).toBeUndefined();
    expect(sessionFromJson({ ...SESSION, user: { ...USER, pro: 'yes' } })).toBeUndefined();
  });
});

describe('sameSession', () => {
  it('ignores the expiry, and sees a new token or a changed user', () => {
    expect(sameSession(SESSION, { ...SESSION, expires: '2026-12-02T00:00:00.000Z' })).toBe(true);
    expect(sameSession(SESSION, { ...SESSION, accessToken: 'access-2' })).toBe(false);
    expect(sameSession(SESSION, { ...SESSION, user: { ...USER, fullName: 'Casey' } })).toBe(false);
    expect(sameSession(null, null)).toBe(true);
    expect(sameSession(SESSION, null)).toBe(false);
  });
});
