// `npm run migrate`: brings the configured database up to the latest schema.
// Reads only the database settings: a migration must not wait on unrelated configuration.
import { configuredDatabaseTarget, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

const database = await openDatabase(configuredDatabaseTarget());
await migrateDatabase(database);
await database.close();
console.log(`Database migrated (${database.driver}).`);
