// Request builders shared by the field report API tests.
import type { TestUser } from '../../test/accounts.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';

export function postFieldReport(
  t: TestApp,
  user: TestUser | null,
  campgroundId: number | string,
  attributes: Record<string, unknown>,
  relationships: Record<string, unknown> = {},
): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/v6/field-reports',
    headers: { 'content-type': 'application/vnd.api+json', ...(user ? user.headers : {}) },
    payload: JSON.stringify({
      data: {
        type: 'field-reports',
        attributes,
        relationships: { campground: { data: { type: 'campgrounds', id: String(campgroundId) } }, ...relationships },
      },
    }),
  });
}

export function send(t: TestApp, method: 'GET' | 'DELETE', url: string, user: TestUser | null): Promise<TestResponse> {
  return t.request({ method, url, headers: user ? user.headers : {} });
}
