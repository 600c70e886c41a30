// Used by `npm start`: migrate the configured database, and fill it from the open data when it
// holds no campgrounds yet or was filled by an older import format (IMPORT_FORMAT_VERSION). A
// second start finds current data and returns in about a second. Then the local demo inventory
// (bookable sites at real campgrounds) is seeded unless DEMO_INVENTORY=off; it is idempotent.
import { loadConfig } from '../config.ts';
import { openDatabase, targetFromConfig } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { importAll, importNeeded } from '../features/import/import-service.ts';
import { describeDemoInventory, seedDemoInventory } from '../features/inventory/demo-inventory.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
try {
  await migrateDatabase(database);
  const reason = await importNeeded(database.db);
  if (reason) {
    const what = reason === 'empty database' ? 'Empty database' : 'Data imported by an older version';
    console.log(`${what}: importing the open data from ${config.DATA_DIR} (takes a minute or two, once).`);
    await importAll(database.db, { dataDir: config.DATA_DIR, log: (line) => console.log(line) });
  } else {
    console.log('Database ready (data already imported; `npm run import` refreshes it).');
  }
  if (config.DEMO_INVENTORY === 'on') {
    console.log(describeDemoInventory(await seedDemoInventory(database.db, { now: new Date() })));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
