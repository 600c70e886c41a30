// The names (in order) and meta.total of a campground list request, for search tests that
// compare what a camper would see listed.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export async function campgroundNames(t: TestApp, query: string): Promise<{ names: string[]; total: number }> {
  const { status, body } = await t.get(`/api/v6/campgrounds?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return {
    names: body.data.map((r: { attributes: { name: string } }) => r.attributes.name),
    total: body.meta.total,
  };
}
