// `npm run create-admin -- --email a@b.c [--password ... | --password-stdin]`: creates an admin
// account, or makes an existing account an admin (its password stays as it is). Prints what it
// did, never the password. npm echoes its command line, so --password-stdin keeps the password
// out of the terminal and shell history. With PGlite, stop the API first: one process at a time.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { configuredDatabaseTarget, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AdminBootstrapError, describeAdminBootstrap, ensureAdmin } from '../features/admin/admin-bootstrap.ts';

const USAGE = 'Usage: npm run create-admin -- --email <email> [--password <password> | --password-stdin]';

let args: { email?: string | undefined; password?: string | undefined; 'password-stdin'?: boolean | undefined };
try {
  ({ values: args } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!args.email || (args.password !== undefined && args['password-stdin'])) {
  console.error(USAGE);
  process.exit(2);
}
// One line from stdin, without its line ending.
const password = args['password-stdin'] ? (await text(process.stdin)).replace(/\r?\n$/, '') : args.password;

const database = await openDatabase(configuredDatabaseTarget());
try {
  await migrateDatabase(database);
  const result = await ensureAdmin(database.db, { email: args.email, password }, new Date());
  console.log(describeAdminBootstrap(result));
} catch (error) {
  console.error(error instanceof AdminBootstrapError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
