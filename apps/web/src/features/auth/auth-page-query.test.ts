import { describe, expect, it } from 'vitest';
import { parseSignInQuery, parseSignUpQuery } from './auth-page-query';

const origin = 'https://campwise.example';

describe('parseSignInQuery', () => {
  it('defaults to the spec heading and the home page', () => {
    expect(parseSignInQuery({}, origin)).toEqual({
      heading: 'Welcome Back',
      subtitle: null,
      email: '',
      error: null,
      redirect: '/',
    });
  });

  it('reads title, subtitle, username, error and redirect', () => {
    expect(
      parseSignInQuery(
        {
          title: 'Save this campground',
          subtitle: 'Sign in to keep your lists',
          username: 'ana@example.org',
          error: 'invalid_grant',
          redirect: '/camping/utah',
        },
        origin,
      ),
    ).toEqual({
      heading: 'Save this campground',
      subtitle: 'Sign in to keep your lists',
      email: 'ana@example.org',
      error: 'invalid_grant',
      redirect: '/camping/utah',
    });
  });

  it("falls back to next-auth's callbackUrl and refuses other sites", () => {
    expect(parseSignInQuery({ callbackUrl: 'https://campwise.example/account' }, origin).redirect).toBe('/account');
    expect(parseSignInQuery({ redirect: 'https://evil.example/' }, origin).redirect).toBe('/');
  });
});

describe('parseSignUpQuery', () => {
  it('words errors and carries the redirect', () => {
    expect(
      parseSignUpQuery({ error: 'invalid_grant', redirect: '/account' }, origin, 'Create your free account'),
    ).toEqual({
      heading: 'Create your free account',
      subtitle: null,
      error: 'Invalid email and/or password',
      redirect: '/account',
      carriedRedirect: '/account',
    });
  });

  it('omits the redirect in embedded mode', () => {
    const query = parseSignUpQuery({ embedded: '1', redirect: '/account', title: 'Join' }, origin, 'x');
    expect(query).toMatchObject({ heading: 'Join', redirect: '/', carriedRedirect: null });
  });
});
