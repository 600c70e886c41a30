// `npm run import`: migrate, then (re)import the open datasets from DATA_DIR into the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase, targetFromConfig } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { formatImportReport } from '../features/import/import-report.ts';
import { importAll } from '../features/import/import-service.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
try {
  await migrateDatabase(database);
  const report = await importAll(database.db, { dataDir: config.DATA_DIR, log: (line) => console.log(line) });
  console.log(formatImportReport(report).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
