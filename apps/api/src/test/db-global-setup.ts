// The db project's global setup: makes the migrated template once, before the workers start, so
// they do not both make it at once (decision 0026). Test files still make it if it is missing.
import { ensurePgliteTemplate } from './pglite-template.ts';
import { ensurePostgresTemplate } from './postgres-template.ts';
import { testServerUrl } from './test-database.ts';

export default async function setup(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') await ensurePostgresTemplate(testServerUrl());
  else await ensurePgliteTemplate();
}
