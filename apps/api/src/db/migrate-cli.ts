// `npm run migrate`: brings the configured database up to the latest schema.
import { loadConfig } from '../config.ts';
import { openDatabase, targetFromConfig } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
await migrateDatabase(database);
await database.close();
console.log(`Database migrated (${database.driver}).`);
