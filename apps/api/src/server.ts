// Starts the API: config, database, app, the admin account from the environment, listen;
// closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { describeAdminBootstrap, ensureAdmin } from './features/admin/admin-bootstrap.ts';
import { authConfigFrom } from './features/auth/auth-config.ts';
import { geoIpLookupFor } from './features/geoip/dbip-city.ts';
import { createPhotoStorage } from './features/photos/create-photo-storage.ts';

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
const app = await buildApp({
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  logRequests: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace',
  config: authConfigFrom(config),
  trustProxy: config.TRUST_PROXY,
  geoIp: geoIpLookupFor(config.GEOIP_DATABASE),
  photoStorage: createPhotoStorage(config),
});

if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  const result = await ensureAdmin(
    database.db,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    new Date(),
  );
  app.log.info(describeAdminBootstrap(result));
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.API_PORT, host: config.API_HOST });
