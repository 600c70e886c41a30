// Request builders shared by the review API tests.
import type { TestUser } from '../../test/accounts.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';

export const BODY = 'Quiet loop, clean vault toilets and a creek within earshot.';

export function reviewAttributes(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { rating: 4, title: 'Nice stay', body: BODY, 'stayed-on': '2024-06-01', 'site-type': 'tent', ...overrides };
}

function headersOf(user: TestUser | null): Record<string, string> {
  return {
    'content-type': 'application/vnd.api+json',
    accept: 'application/vnd.api+json',
    ...(user ? user.headers : {}),
  };
}

export function postReview(
  t: TestApp,
  user: TestUser | null,
  campgroundId: number | string,
  overrides: Record<string, unknown> = {},
): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/v6/reviews',
    headers: headersOf(user),
    payload: JSON.stringify({
      data: {
        type: 'reviews',
        attributes: reviewAttributes(overrides),
        relationships: { campground: { data: { type: 'campgrounds', id: String(campgroundId) } } },
      },
    }),
  });
}

export function patchReview(
  t: TestApp,
  user: TestUser | null,
  id: string,
  attributes: Record<string, unknown>,
): Promise<TestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/v6/reviews/${id}`,
    headers: headersOf(user),
    payload: JSON.stringify({ data: { type: 'reviews', id, attributes } }),
  });
}

export function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
): Promise<TestResponse> {
  return t.request({ method, url, headers: user ? user.headers : {} });
}
