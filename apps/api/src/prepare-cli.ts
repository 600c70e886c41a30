// Used by `npm start`: migrate the configured database, and fill it from the open data
// when it holds no campgrounds yet. A second start finds data and returns in about a second.
import { loadConfig } from './config.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { importAll, isDatabaseEmpty } from './features/import/import-service.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
try {
  await migrateDatabase(database);
  if (await isDatabaseEmpty(database.db)) {
    console.log(`Empty database: importing the open data from ${config.DATA_DIR} (takes a minute or two, once).`);
    await importAll(database.db, { dataDir: config.DATA_DIR, log: (line) => console.log(line) });
  } else {
    console.log('Database ready (data already imported; `npm run import` refreshes it).');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
