// The OpenAPI document, as the app serves it, passes a maintained OpenAPI linter: Redocly's
// recommended ruleset (which includes its spec ruleset), with no errors.
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function lintServedDocument(ruleset: 'recommended' | 'spec'): Promise<NormalizedProblem[]> {
  const response = await t.get('/api/v6/openapi.json');
  expect(response.status).toBe(200);
  const config = await createConfig({ extends: [ruleset] });
  return lintFromString({ source: response.text, absoluteRef: 'openapi.json', config });
}

function describeProblems(problems: NormalizedProblem[]): string[] {
  return problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
}

describe('OpenAPI document lint', () => {
  for (const ruleset of ['spec', 'recommended'] as const) {
    it(`has no errors under Redocly's ${ruleset} ruleset`, async () => {
      const problems = await lintServedDocument(ruleset);
      const errors = problems.filter((p) => p.severity === 'error');
      const warnings = problems.filter((p) => p.severity === 'warn');
      console.info(`redocly ${ruleset}: ${errors.length} errors, ${warnings.length} warnings`);
      expect(describeProblems(errors)).toEqual([]);
    });
  }

  it('says who may call every operation, and types null the 3.1 way', async () => {
    const response = await t.get('/api/v6/openapi.json');
    const doc = response.body as { paths: Record<string, Record<string, { security?: unknown }>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.filter((operation) => !Array.isArray(operation.security))).toEqual([]);
    // Optional sign-in: anonymous (the empty requirement) or either token.
    expect(doc.paths['/api/v6/subscriptions']!.post!.security).toEqual([
      {},
      { bearerAuth: [] },
      { accessTokenHeader: [] },
    ]);
    expect(response.text).not.toContain('"nullable"');
    expect(response.text).not.toMatch(/"exclusive(Minimum|Maximum)":(true|false)/);
  });
});
